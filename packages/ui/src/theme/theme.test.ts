import { describe, expect, it } from 'vitest';
import { breakpoints, mediaDown, mediaUp } from './breakpoints';
import { darkTokens, lightTokens, namedColors, semiDarkTokens, type ThemeTokens } from './tokens';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const themes: Array<[string, ThemeTokens]> = [
  ['light', lightTokens],
  ['semi-dark', semiDarkTokens],
  ['dark', darkTokens],
];

describe('theme colour contrast (WCAG AA)', () => {
  it('computes contrast correctly', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it.each(themes)('%s: text pairs reach 4.5:1', (_name, { color: c }) => {
    const pairs: Array<[string, string, string]> = [
      ['text/background', c.text, c.background],
      ['text/surface', c.text, c.surface],
      ['textMuted/background', c.textMuted, c.background],
      ['textMuted/surface', c.textMuted, c.surface],
      ['primaryText/surface', c.primaryText, c.surface],
      ['primaryText/background', c.primaryText, c.background],
      ['primaryContrast/primaryStrong', c.primaryContrast, c.primaryStrong],
      ['primaryContrast/primaryHover', c.primaryContrast, c.primaryHover],
      ['primaryContrast/secondaryStrong', c.primaryContrast, c.secondaryStrong],
      ['secondary/surface', c.secondary, c.surface],
      ['secondaryContrast/secondary', c.secondaryContrast, c.secondary],
      ['secondaryContrast/secondaryHover', c.secondaryContrast, c.secondaryHover],
      ['error/surface', c.error, c.surface],
      ['error/background', c.error, c.background],
      ['errorContrast/error', c.errorContrast, c.error],
      ['errorContrast/errorHover', c.errorContrast, c.errorHover],
      ['successContrast/success', c.successContrast, c.success],
      ['warningContrast/warning', c.warningContrast, c.warning],
      ['infoContrast/info', c.infoContrast, c.info],
      ['sidebarText/sidebarBackground', c.sidebarText, c.sidebarBackground],
      ['headerText/headerBackground', c.headerText, c.headerBackground],
      ['chromePrimaryText/headerBackground', c.chromePrimaryText, c.headerBackground],
      ['chromePrimaryText/sidebarBackground', c.chromePrimaryText, c.sidebarBackground],
      ['chromeTextMuted/headerBackground', c.chromeTextMuted, c.headerBackground],
      ['chromeTextMuted/sidebarBackground', c.chromeTextMuted, c.sidebarBackground],
    ];
    const failing = pairs
      .filter(([, fg, bg]) => contrast(fg, bg) < 4.5)
      .map(([label, fg, bg]) => `${label} ${contrast(fg, bg).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it.each(themes)('%s: controls and focus ring reach 3:1', (_name, { color: c }) => {
    const pairs: Array<[string, string, string]> = [
      ['borderStrong/surface', c.borderStrong, c.surface],
      ['focusRing/background', c.focusRing, c.background],
      ['focusRing/surface', c.focusRing, c.surface],
      ['primary/surface', c.primary, c.surface],
    ];
    const failing = pairs
      .filter(([, fg, bg]) => contrast(fg, bg) < 3)
      .map(([label, fg, bg]) => `${label} ${contrast(fg, bg).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('named colours carry white text', () => {
    const failing = Object.entries(namedColors)
      .filter(([, hex]) => contrast('#ffffff', hex) < 4.5)
      .map(([name, hex]) => `${name} ${contrast('#ffffff', hex).toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});

describe('breakpoints', () => {
  it('has the spec values and non-overlapping helpers', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    expect(mediaUp('md')).toBe('(min-width: 960px)');
    expect(mediaDown('md')).toBe('(max-width: 959.98px)');
  });
});
