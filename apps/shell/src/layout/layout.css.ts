import { style } from '@vanilla-extract/css';
import { vars } from '@quoteway/ui/vars';

// Spec section 2: Login and Register Business sit in the header above 500 px and move
// into the side menu at 500 px or less.
export const wideOnly = style({
  '@media': { 'screen and (max-width: 500px)': { display: 'none' } },
});

export const narrowOnly = style({
  display: 'none',
  '@media': { 'screen and (max-width: 500px)': { display: 'block' } },
});

// Issue 29: a visitor's "Sign up" and "Post a job" join them in the header where all four fit
// beside the brand and the language (960 px); narrower, they are in the drawer.
export const desktopOnly = style({
  '@media': { 'screen and (max-width: 959px)': { display: 'none' } },
});

export const belowDesktop = style({
  '@media': { 'screen and (min-width: 960px)': { display: 'none' } },
});

/** The header's credit balance (CreditBadge): it never shrinks. */
export const creditBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  textDecoration: 'none',
  '@media': {
    // On the narrowest phones (320 px) the logo gives its place to a business's credit
    // balance: the menu button, the balance, the three popovers and the profile menu did not
    // fit beside it.
    'screen and (max-width: 350px)': {
      selectors: { [`header:has(${creditBadge}) &`]: { display: 'none' } },
    },
  },
});

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

// The header's popover buttons (applications, messages, notifications).
export const alerts = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
});

/**
 * The brand's name: on the narrowest phones only the logo shows (the name stays its label),
 * and up to 600 px while Login and Register Business share the header with it (from 501 px),
 * which the three did not fit beside each other.
 */
export const brandText = style({
  '@media': {
    'screen and (max-width: 400px)': visuallyHidden,
    'screen and (max-width: 600px)': {
      selectors: { [`header:has(${wideOnly}) &`]: visuallyHidden },
    },
    // Signed in, the popovers' three buttons take the name's room up to 520 px.
    'screen and (max-width: 520px)': {
      selectors: { [`header:has(${alerts}) &`]: visuallyHidden },
    },
  },
});

export const languageSelect = style({
  minInlineSize: 0,
  maxInlineSize: '8rem',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  // Phones: the credit balance shares the row with the popovers and the profile menu.
  '@media': { 'screen and (max-width: 400px)': { gap: vars.space.xs } },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

// The name gives way first when the header is short of room, then the view label; the credit
// badge and the buttons never shrink.
export const userName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxInlineSize: '40vw',
  minInlineSize: '3ch',
  flexShrink: 1,
});

export const viewLabel = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minInlineSize: '3ch',
  flexShrink: 2,
});

export const coin = style({ flexShrink: 0 });

export const profileMenu = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.header,
  minInlineSize: '14rem',
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(15, 17, 30, 0.16)',
});

export const menuItem = style({
  display: 'block',
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const alertIcon = style({ position: 'relative', display: 'inline-flex' });

/** The count sits on the icon's top inline-end corner. */
export const alertBadge = style({
  position: 'absolute',
  insetBlockStart: '-8px',
  insetInlineStart: '12px',
  lineHeight: 0,
  pointerEvents: 'none',
});

/**
 * Signed in, below 960 px the header has no room for the language beside the popovers: it is
 * in the drawer there (the drawer is the side menu below 960 px).
 */
export const languageWide = style({
  display: 'contents',
  '@media': { 'screen and (max-width: 959.98px)': { display: 'none' } },
});

export const drawerLanguage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: `calc(${vars.space.sm} + 12px)`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Around the menu button, for its listeners only: no box of its own. */
export const menuButton = style({ display: 'contents' });
