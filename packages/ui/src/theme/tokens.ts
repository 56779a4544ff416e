import { brandColor, darkChrome, semiDarkChrome } from './browserTheme';

/**
 * Raw design tokens. The theme contract (`vars`) is derived from the shape of these
 * objects; the three theme classes assign these values. Kept in plain TypeScript so the
 * colour pairs can be unit-tested for WCAG contrast (see theme.test.ts).
 */

const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
};

const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
};

const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
};

const fontWeight = { regular: '400', medium: '500', bold: '650' };

const lineHeight = { tight: '1.25', normal: '1.5' };

/**
 * System fonts only (no web-font download on phones). Latin first, then the Arabic and
 * Chinese system faces of each platform, then the generic family.
 */
const font = {
  body: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Helvetica Neue"',
    'Arial',
    // Arabic
    '"Geeza Pro"',
    '"Segoe UI Arabic"',
    '"Noto Sans Arabic"',
    'Tahoma',
    // Chinese
    '"PingFang SC"',
    '"Hiragino Sans GB"',
    '"Microsoft YaHei"',
    '"Noto Sans CJK SC"',
    '"Noto Sans SC"',
    'sans-serif',
    '"Apple Color Emoji"',
    '"Segoe UI Emoji"',
  ].join(', '),
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

const zIndex = {
  base: '0',
  header: '100',
  sidebar: '200',
  drawer: '1200',
  dialog: '1300',
  toast: '1400',
  busy: '1500',
};

/**
 * The spec's named colours. Every one carries white text at >= 4.5:1 (WCAG AA), so they
 * are safe as fills behind white initials / labels (Avatar uses them).
 */
export const namedColors = {
  amber: '#a15c00',
  brown: '#795548',
  orange: '#c2410c',
  purple: '#7b1fa2',
  red: '#c62828',
  green: '#2e7d32',
  blue: '#1565c0',
  grey: '#616161',
  yellow: '#8a6d00',
};

export type NamedColor = keyof typeof namedColors;

const lightColor = {
  /** Brand colour. Accents, focus ring, indicators (3.7:1 on white: non-text use only). */
  primary: brandColor,
  /** Solid fills that carry `primaryContrast` text (AA). */
  primaryStrong: '#5a67d8',
  /** Hover/pressed state of primary fills. */
  primaryHover: '#4c51bf',
  /** Text/icons on primary fills. */
  primaryContrast: '#ffffff',
  /** Primary-coloured text on `background`/`surface` (links, outline/text buttons). */
  primaryText: '#4c51bf',
  secondary: '#764ba2',
  secondaryHover: '#633d8a',
  secondaryContrast: '#ffffff',
  /**
   * The secondary hue as a fill under `primaryContrast` text in every theme (the home hero's
   * gradient from `primaryStrong`), where `secondary` may be a light text colour.
   */
  secondaryStrong: '#764ba2',
  background: '#f7f8fc',
  surface: '#ffffff',
  text: '#1a1d2e',
  textMuted: '#555a6e',
  /** Decorative dividers. */
  border: '#dfe2ec',
  /** Borders that identify controls (inputs): >= 3:1 against the surface. */
  borderStrong: '#7c8196',
  success: '#2e7d32',
  successContrast: '#ffffff',
  error: '#c62828',
  errorHover: '#a31f1f',
  errorContrast: '#ffffff',
  warning: '#a15c00',
  warningContrast: '#ffffff',
  info: '#0b6ba8',
  infoContrast: '#ffffff',
  focusRing: '#4c51bf',
  overlay: 'rgba(15, 17, 30, 0.5)',
  sidebarBackground: '#ffffff',
  sidebarText: '#1a1d2e',
  headerBackground: '#ffffff',
  headerText: '#1a1d2e',
  /**
   * `primaryText` and `textMuted` on the header and sidebar, which the semi-dark theme makes
   * dark: the header, sidebar and drawer assign these to those two inside themselves.
   */
  chromePrimaryText: '#4c51bf',
  chromeTextMuted: '#555a6e',
};

type ColorTokens = typeof lightColor;

const semiDarkColor: ColorTokens = {
  ...lightColor,
  sidebarBackground: semiDarkChrome,
  sidebarText: '#e8eaf6',
  headerBackground: semiDarkChrome,
  headerText: '#ffffff',
  chromePrimaryText: '#a3b1ff',
  chromeTextMuted: '#a6aabb',
};

const darkColor: ColorTokens = {
  primary: '#667eea',
  primaryStrong: '#5a67d8',
  primaryHover: '#4c51bf',
  primaryContrast: '#ffffff',
  primaryText: '#a3b1ff',
  secondary: '#b18ae6',
  secondaryHover: '#9f72dc',
  secondaryContrast: '#160d22',
  secondaryStrong: '#6a4396',
  background: '#0f1117',
  surface: '#1a1d27',
  text: '#e8e9f0',
  textMuted: '#a6aabb',
  border: '#2e3242',
  borderStrong: '#7a7f96',
  success: '#81c784',
  successContrast: '#0b1f0c',
  error: '#f28b82',
  errorHover: '#f6aea8',
  errorContrast: '#2b0907',
  warning: '#ffb74d',
  warningContrast: '#2a1a00',
  info: '#6cc4f5',
  infoContrast: '#00243a',
  focusRing: '#a3b1ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  sidebarBackground: darkChrome,
  sidebarText: '#e8e9f0',
  headerBackground: darkChrome,
  headerText: '#e8e9f0',
  chromePrimaryText: '#a3b1ff',
  chromeTextMuted: '#a6aabb',
};

const lightShadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
};

const darkShadow: typeof lightShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
};

/**
 * The `color-scheme` of the page and of the chrome (header and sidebar): what the browser
 * draws form controls, scrollbars and a select's options in.
 */
const lightScheme = { page: 'light', chrome: 'light' };

const shared = { space, radius, fontSize, fontWeight, lineHeight, font, zIndex };

export const lightTokens = {
  color: lightColor,
  palette: namedColors,
  shadow: lightShadow,
  scheme: lightScheme,
  ...shared,
};

export type ThemeTokens = typeof lightTokens;

export const semiDarkTokens: ThemeTokens = {
  ...lightTokens,
  color: semiDarkColor,
  scheme: { page: 'light', chrome: 'dark' },
};

export const darkTokens: ThemeTokens = {
  ...lightTokens,
  color: darkColor,
  shadow: darkShadow,
  scheme: { page: 'dark', chrome: 'dark' },
};

export type SpaceToken = keyof typeof space;
export type RadiusToken = keyof typeof radius;
export type FontSizeToken = keyof typeof fontSize;
