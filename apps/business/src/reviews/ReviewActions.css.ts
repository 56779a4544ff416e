import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The console's actions under a review: reply, report, and what came of them.

/** The buttons (and the reported note) on one line, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** What came of the last action ("Your reply is posted."); focus lands here. */
export const status = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

/** The reply form, as wide as a comfortable line. */
export const replyForm = style({ maxInlineSize: '40rem' });
