import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';
import { columnListRule, rowListRule, userTextRule } from '../layout/pageRules';

// The public business pages' pieces: the review list and result cards (the review card, the
// rating summary and the photos come with their components from @quoteway/reviews). Logical
// properties only, so Arabic mirrors; nothing wider than a 320 px screen.

export const muted = style({ color: vars.color.textMuted });

/** Text someone typed: kept as written (line breaks), in its own direction. */
export const userText = style(userTextRule);

// ---- reviews ---------------------------------------------------------------------------

export const reviewList = style(columnListRule(vars.space.md));

// ---- result cards ----------------------------------------------------------------------

export const cardList = style(columnListRule(vars.space.md));

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
  ':focus-within': { borderColor: vars.color.primary },
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const cardTitles = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const cardLink = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const inlineFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  ...rowListRule(`${vars.space.xxs} ${vars.space.lg}`),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const summaryText = style({
  margin: 0,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
