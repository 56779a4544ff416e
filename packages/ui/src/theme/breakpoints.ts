/**
 * Breakpoints (min-widths in CSS px) and layout constants. Plain TypeScript so that both
 * `.css.ts` files (at build time) and components/apps (at runtime, e.g. `useMediaQuery`)
 * can use them.
 */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: 960px)` — usable in vanilla-extract `'@media'` keys and in `matchMedia`. */
export function mediaUp(bp: Breakpoint): string {
  return `(min-width: ${breakpoints[bp]}px)`;
}

/** `(max-width: 959.98px)` — strictly below the breakpoint, never overlapping `mediaUp`. */
export function mediaDown(bp: Breakpoint): string {
  return `(max-width: ${breakpoints[bp] - 0.02}px)`;
}

/** Pre-built queries, e.g. `'@media': { [mediaQueries.mdUp]: { ... } }`. */
export const mediaQueries = {
  smUp: mediaUp('sm'),
  mdUp: mediaUp('md'),
  lgUp: mediaUp('lg'),
  xlUp: mediaUp('xl'),
  smDown: mediaDown('sm'),
  mdDown: mediaDown('md'),
  lgDown: mediaDown('lg'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Width of the persistent sidebar (px). */
export const SIDEBAR_WIDTH = 304;
/** Width of the persistent sidebar in mini (icons only) mode (px). */
export const SIDEBAR_MINI_WIDTH = 80;
/** Height of the sticky `Header` (px) below and from the `sm` breakpoint. */
export const HEADER_HEIGHT = { mobile: 56, desktop: 64 } as const;
