import { vars } from '@quoteway/ui';
import { style } from '@vanilla-extract/css';

// Drawn to match the design system's TextField until packages/ui has a TextArea.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const required = style({ color: vars.color.error });

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const textArea = style({
  inlineSize: '100%',
  minBlockSize: '7rem',
  paddingBlock: vars.space.sm,
  paddingInline: '12px',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
});

export const textAreaInvalid = style({
  borderColor: vars.color.error,
  borderWidth: '2px',
});
