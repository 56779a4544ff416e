/**
 * Capital letters drawn as strokes (paths in a box 100 units high, each with its width), so
 * a logo's initials render the same on every machine: SVG text would depend on the fonts
 * installed, and a server may have none.
 */
const glyphs: Record<string, { width: number; d: string }> = {
  A: { width: 62, d: 'M0 100 L31 0 L62 100 M12 64 L50 64' },
  B: {
    width: 58,
    d: 'M0 100 L0 0 L30 0 A22 25 0 0 1 30 50 L0 50 M30 50 L33 50 A25 25 0 0 1 33 100 L0 100',
  },
  C: { width: 72, d: 'M71.7 14.6 A42 50 0 1 0 71.7 85.4' },
  D: { width: 62, d: 'M0 0 L25 0 A37 50 0 0 1 25 100 L0 100 Z' },
  E: { width: 54, d: 'M54 0 L0 0 L0 100 L54 100 M0 50 L42 50' },
  F: { width: 54, d: 'M54 0 L0 0 L0 100 M0 50 L42 50' },
  G: { width: 84, d: 'M71.7 14.6 A42 50 0 1 0 84 50 L52 50' },
  H: { width: 60, d: 'M0 0 L0 100 M60 0 L60 100 M0 50 L60 50' },
  I: { width: 28, d: 'M0 0 L28 0 M14 0 L14 100 M0 100 L28 100' },
  J: { width: 48, d: 'M48 0 L48 70 A24 30 0 0 1 0 70' },
  K: { width: 58, d: 'M0 0 L0 100 M58 0 L0 62 M22 40 L58 100' },
  L: { width: 50, d: 'M0 0 L0 100 L50 100' },
  M: { width: 74, d: 'M0 100 L0 0 L37 62 L74 0 L74 100' },
  N: { width: 60, d: 'M0 100 L0 0 L60 100 L60 0' },
  O: { width: 74, d: 'M37 0 A37 50 0 1 1 37 100 A37 50 0 1 1 37 0 Z' },
  P: { width: 56, d: 'M0 100 L0 0 L30 0 A26 26 0 0 1 30 52 L0 52' },
  Q: { width: 74, d: 'M37 0 A37 50 0 1 1 37 100 A37 50 0 1 1 37 0 Z M46 72 L76 104' },
  R: { width: 58, d: 'M0 100 L0 0 L30 0 A26 26 0 0 1 30 52 L0 52 M26 52 L58 100' },
  S: {
    width: 58,
    d: 'M55 14 C49 3 39 0 29 0 C12 0 3 10 3 25 C3 42 18 46 29 50 C42 54 57 60 57 76 C57 92 45 100 29 100 C17 100 6 95 1 84',
  },
  T: { width: 62, d: 'M0 0 L62 0 M31 0 L31 100' },
  U: { width: 60, d: 'M0 0 L0 66 A30 34 0 0 0 60 66 L60 0' },
  V: { width: 62, d: 'M0 0 L31 100 L62 0' },
  W: { width: 84, d: 'M0 0 L21 100 L42 34 L63 100 L84 0' },
  X: { width: 60, d: 'M0 0 L60 100 M60 0 L0 100' },
  Y: { width: 62, d: 'M0 0 L31 52 L62 0 M31 52 L31 100' },
  Z: { width: 58, d: 'M0 0 L58 0 L0 100 L58 100' },
};

/** The initials of a business name: the first letters of its first two words that count. */
export function initialsOf(name: string): string {
  const skip = new Set(['the', 'and', 'ltd', 'limited', 'co', 'nz', '&']);
  const words = name
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length > 0 && !skip.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || 'Q';
}

/**
 * SVG of `text` (capital letters) as strokes, centred on (cx, cy) with capitals `height`
 * pixels tall, in one colour.
 */
export function monogram(
  text: string,
  options: { cx: number; cy: number; height: number; color: string; weight?: number },
): string {
  const letters = [...text].map((c) => glyphs[c]).filter((g) => g !== undefined);
  const gap = 26;
  const width = letters.reduce((sum, g) => sum + g.width, 0) + gap * (letters.length - 1);
  const scale = options.height / 100;
  let x = 0;
  const paths = letters.map((g) => {
    const path = `<path transform="translate(${x} 0)" d="${g.d}"/>`;
    x += g.width + gap;
    return path;
  });
  const left = options.cx - (width * scale) / 2;
  const top = options.cy - options.height / 2;
  // The stroke width is in glyph units, so it scales with the letters.
  return `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})" fill="none" stroke="${options.color}" stroke-width="${options.weight ?? 13}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}
