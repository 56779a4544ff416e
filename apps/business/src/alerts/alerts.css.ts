import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// Lead alerts in settings: the devices as a plain list, each row wrapping on a narrow phone.
// Logical properties only, so Arabic mirrors.

export const deviceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const deviceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const deviceName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
