import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The "Website widget" page. Logical properties only, so Arabic mirrors.

/** The options of one snippet: side by side where they fit, one under another on a phone. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
});

/** The copy button and what it says it did, on one line where they fit. */
export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The live preview: the widget at the width of the card, as on a narrow column of a site. */
export const preview = style({
  display: 'block',
  inlineSize: '100%',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
