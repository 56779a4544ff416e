import { vars } from '@quoteway/ui';
import type { CSSProperties } from 'react';

// This workspace does not depend on @vanilla-extract/css yet, so its few styles of its own
// are style objects on the design system's theme variables (React sets them through the
// CSSOM, which the CSP's style-src allows). Logical properties only, so Arabic mirrors.

/** Secondary text: places, times, hints. */
export const mutedText: CSSProperties = {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
};

/** A price in credits, shown before the business spends anything. */
export const priceTag: CSSProperties = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
};

/** A term/description list laid out as two columns. */
export const factList: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
};

/** Terms of a fact list. */
export const factTerm: CSSProperties = { color: vars.color.textMuted };

/** A multi-line text input, matching the design system's text field. */
export const textArea: CSSProperties = {
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
};

/** Field error text, as the design system's fields show it. */
export const errorText: CSSProperties = {
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
};

/** A full-width range slider. */
export const rangeInput: CSSProperties = {
  inlineSize: '100%',
  accentColor: vars.color.primary,
};
