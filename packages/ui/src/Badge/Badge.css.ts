import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: '20px',
  blockSize: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const badge = styleVariants({
  primary: [base, { backgroundColor: vars.color.primaryStrong, color: vars.color.primaryContrast }],
  secondary: [base, { backgroundColor: vars.color.secondary, color: vars.color.secondaryContrast }],
  success: [base, { backgroundColor: vars.color.success, color: vars.color.successContrast }],
  error: [base, { backgroundColor: vars.color.error, color: vars.color.errorContrast }],
  warning: [base, { backgroundColor: vars.color.warning, color: vars.color.warningContrast }],
  info: [base, { backgroundColor: vars.color.info, color: vars.color.infoContrast }],
  neutral: [
    base,
    {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
  ],
});
