import {
  circle,
  ellipse,
  gradient,
  lighten,
  line,
  mix,
  path,
  polygon,
  rect,
  svgDocument,
} from './draw';
import { initialsOf, monogram } from './monogram';
import { random, seedOf } from './random';

/** A business's colours: its logo, its cover and the accents of both. */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  light: string;
  dark: string;
}

/** Muted, print-like palettes; each business gets one (by its index). */
export const palettes: readonly Palette[] = [
  {
    primary: '#1f4e5f',
    secondary: '#f2c57c',
    accent: '#e07a5f',
    light: '#f6f1e7',
    dark: '#13313c',
  },
  {
    primary: '#2d6a4f',
    secondary: '#b7e4c7',
    accent: '#f4a261',
    light: '#f1f7f2',
    dark: '#173a2b',
  },
  {
    primary: '#9b2226',
    secondary: '#ee9b00',
    accent: '#0a9396',
    light: '#fbf1e1',
    dark: '#5c1518',
  },
  {
    primary: '#334e68',
    secondary: '#9fb3c8',
    accent: '#f0b429',
    light: '#f0f4f8',
    dark: '#102a43',
  },
  {
    primary: '#6d597a',
    secondary: '#eaac8b',
    accent: '#e56b6f',
    light: '#f7f1f3',
    dark: '#3e3046',
  },
  {
    primary: '#264653',
    secondary: '#2a9d8f',
    accent: '#e9c46a',
    light: '#eef5f4',
    dark: '#172b33',
  },
  {
    primary: '#7f5539',
    secondary: '#ddb892',
    accent: '#588157',
    light: '#f8f3ec',
    dark: '#4a3121',
  },
  {
    primary: '#0b3c5d',
    secondary: '#d9b310',
    accent: '#328cc1',
    light: '#eef3f7',
    dark: '#06243a',
  },
  {
    primary: '#3a5a40',
    secondary: '#dad7cd',
    accent: '#a3b18a',
    light: '#f3f4ef',
    dark: '#223626',
  },
  {
    primary: '#bc4749',
    secondary: '#f2e8cf',
    accent: '#386641',
    light: '#fbf6ec',
    dark: '#6e292a',
  },
  {
    primary: '#1d3557',
    secondary: '#a8dadc',
    accent: '#e63946',
    light: '#f1faee',
    dark: '#0f1d30',
  },
  {
    primary: '#5f0f40',
    secondary: '#fb8b24',
    accent: '#0f4c5c',
    light: '#fbf0ec',
    dark: '#3a0927',
  },
  {
    primary: '#31572c',
    secondary: '#ecf39e',
    accent: '#90a955',
    light: '#f5f8ea',
    dark: '#1c3319',
  },
  {
    primary: '#22577a',
    secondary: '#80ed99',
    accent: '#38a3a5',
    light: '#eefaf6',
    dark: '#133449',
  },
];

/** The motif of a trade category, drawn on covers: a tool or a sign of the work. */
export type Motif =
  | 'drop'
  | 'bolt'
  | 'hammer'
  | 'roof'
  | 'roller'
  | 'leaf'
  | 'sparkle'
  | 'key'
  | 'sun'
  | 'tile';

/** Icons in a 100 x 100 box, as strokes. */
const icons: Record<Motif, string> = {
  drop: 'M50 8 C50 8 18 46 18 64 A32 32 0 0 0 82 64 C82 46 50 8 50 8 Z M36 66 A14 14 0 0 0 50 80',
  bolt: 'M58 6 L24 56 L48 56 L40 94 L76 40 L52 40 Z',
  hammer: 'M20 22 L56 22 L66 32 L66 42 L20 42 Z M44 42 L44 94 M56 22 L80 14',
  roof: 'M8 54 L50 16 L92 54 M20 44 L20 90 L80 90 L80 44 M42 90 L42 64 L58 64 L58 90',
  roller:
    'M14 14 L74 14 L74 38 L14 38 Z M74 26 L86 26 L86 52 L44 52 L44 64 M40 64 L48 64 L48 94 L40 94 Z',
  leaf: 'M16 86 C16 40 46 14 88 12 C86 56 62 86 16 86 Z M16 86 L62 40',
  sparkle:
    'M50 6 L58 42 L94 50 L58 58 L50 94 L42 58 L6 50 L42 42 Z M82 10 L85 20 L95 23 L85 26 L82 36 L79 26 L69 23 L79 20 Z',
  key: 'M34 30 A22 22 0 1 1 33.9 30 M50 52 L90 92 M74 76 L84 66 M82 84 L92 74 M30 52 A6 6 0 1 0 30.1 52',
  sun: 'M50 30 A20 20 0 1 1 49.9 30 M50 6 L50 18 M50 82 L50 94 M6 50 L18 50 M82 50 L94 50 M19 19 L27 27 M73 73 L81 81 M81 19 L73 27 M27 73 L19 81',
  tile: 'M10 10 L46 10 L46 46 L10 46 Z M54 10 L90 10 L90 46 L54 46 Z M10 54 L46 54 L46 90 L10 90 Z M54 54 L90 54 L90 90 L54 90 Z',
};

export const motifOfCategory: Record<string, Motif> = {
  'building-construction': 'hammer',
  'plumbing-gas': 'drop',
  electrical: 'bolt',
  'heating-energy': 'sun',
  'roofing-cladding': 'roof',
  'painting-decorating': 'roller',
  'interior-finishing': 'tile',
  'outdoor-garden': 'leaf',
  'cleaning-maintenance': 'sparkle',
  'moving-removals': 'roof',
  'design-consulting': 'roof',
  'specialist-trades': 'hammer',
};

function icon(motif: Motif, x: number, y: number, size: number, colour: string, opacity = 1) {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}"><path d="${icons[motif]}"/></g>`;
}

export const LOGO_SIZE = 512;
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 600;

/** SVG of a logo: the initials on a shape in the business's colours. */
export function logoSvg(name: string, palette: Palette, style: number, size = LOGO_SIZE): string {
  const c = 256;
  const text = initialsOf(name);
  const height = text.length > 1 ? 150 : 190;
  const letters = (colour: string) =>
    monogram(text, { cx: c, cy: c - 8, height, color: colour, weight: text.length > 1 ? 14 : 15 });
  const bar = (colour: string) => rect(c - 46, c + 100, 92, 12, colour, 'rx="6"');
  let body = rect(0, 0, 512, 512, palette.light);
  switch (style % 6) {
    case 0:
      body += circle(c, c, 210, palette.primary) + letters(palette.light) + bar(palette.secondary);
      break;
    case 1:
      body +=
        rect(56, 56, 400, 400, palette.primary, 'rx="72"') +
        letters(palette.light) +
        bar(palette.accent);
      break;
    case 2: {
      const hex: Array<[number, number]> = [0, 1, 2, 3, 4, 5].map((i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return [c + 222 * Math.cos(a), c + 222 * Math.sin(a)];
      });
      body += polygon(hex, palette.primary) + letters(palette.light) + bar(palette.secondary);
      break;
    }
    case 3:
      body +=
        path(
          'M256 40 L446 104 L446 250 C446 366 360 440 256 476 C152 440 66 366 66 250 L66 104 Z',
          palette.primary,
        ) +
        path(
          'M256 72 L418 126 L418 250 C418 350 346 414 256 446',
          'none',
          `stroke="${palette.secondary}" stroke-width="10" stroke-opacity="0.7"`,
        ) +
        letters(palette.light);
      break;
    case 4:
      body +=
        circle(c, c, 196, palette.light, `stroke="${palette.primary}" stroke-width="30"`) +
        circle(c, c, 158, 'none', `stroke="${palette.accent}" stroke-width="6"`) +
        letters(palette.primary);
      break;
    default:
      body +=
        rect(56, 56, 400, 400, palette.primary, 'rx="40"') +
        polygon(
          [
            [456, 240],
            [456, 416],
            [416, 456],
            [240, 456],
          ],
          palette.accent,
        ) +
        letters(palette.light);
  }
  return svgDocument({ width: size, height: size }, { width: 512, height: 512 }, '', body);
}

export type City = 'Auckland' | 'Wellington' | 'Christchurch';

/** A skyline of the city along the bottom of a cover. */
function skyline(city: City, seed: string, far: string, near: string): string {
  const rng = random(seedOf(seed));
  let out = '';
  const towers = (
    from: number,
    to: number,
    base: number,
    min: number,
    max: number,
    fill: string,
  ) => {
    let x = from;
    let s = '';
    while (x < to) {
      const w = rng.int(34, 80);
      const h = rng.int(min, max);
      s += rect(x, base - h, w, h + 2, fill);
      if (rng.chance(0.3)) s += rect(x + w / 2 - 3, base - h - 18, 6, 20, fill);
      x += w + rng.int(2, 8);
    }
    return s;
  };
  if (city === 'Auckland') {
    // Rangitoto's cone across the harbour, the towers of the city and the Sky Tower.
    out += path('M0 520 C180 520 300 430 420 420 C540 430 660 520 860 520 L860 600 L0 600 Z', far);
    out += rect(0, 540, 1600, 60, mix(far, near, 0.5));
    out += towers(880, 1560, 560, 60, 220, near);
    out += rect(1180, 230, 22, 340, near);
    out += ellipse(1191, 320, 46, 20, near) + ellipse(1191, 356, 32, 12, near);
    out += line(1191, 230, 1191, 140, near, 6);
    out += rect(0, 560, 1600, 40, near);
  } else if (city === 'Wellington') {
    // Hills around the harbour with houses on the slopes and a wind turbine on the ridge.
    out += path(
      'M0 430 C200 360 360 350 520 400 C700 460 860 330 1060 330 C1260 330 1420 420 1600 380 L1600 600 L0 600 Z',
      far,
    );
    for (let i = 0; i < 26; i++) {
      const x = rng.int(40, 1560);
      const y = 470 + rng.int(-40, 60);
      out +=
        rect(x, y, 18, 12, lighten(far, 0.25)) +
        polygon(
          [
            [x - 3, y],
            [x + 9, y - 9],
            [x + 21, y],
          ],
          lighten(far, 0.15),
        );
    }
    out += line(1300, 340, 1300, 250, near, 5);
    for (const a of [0, 120, 240]) {
      const rad = (a * Math.PI) / 180;
      out += line(
        1300,
        250,
        1300 + 60 * Math.sin(rad),
        250 - 60 * Math.cos(rad),
        near,
        5,
        'stroke-linecap="round"',
      );
    }
    out += rect(0, 540, 1600, 60, mix(far, near, 0.5));
    out += towers(560, 1100, 560, 40, 150, near);
    out += rect(0, 560, 1600, 40, near);
  } else {
    // The Port Hills behind a low, leafy city and the spire of its cathedral.
    out += path(
      'M0 470 C300 400 600 380 900 420 C1150 450 1350 390 1600 410 L1600 600 L0 600 Z',
      far,
    );
    out += towers(200, 1500, 560, 30, 110, near);
    out += polygon(
      [
        [1000, 560],
        [1030, 360],
        [1060, 560],
      ],
      near,
    );
    for (let i = 0; i < 14; i++) {
      const x = rng.int(40, 1560);
      out += circle(x, 548, rng.int(18, 34), near);
    }
    out += rect(0, 556, 1600, 44, near);
  }
  return out;
}

/** SVG of a cover: a gradient sky, the trade's motif, the sun and the city's skyline. */
export function coverSvg(palette: Palette, city: City, motif: Motif, seed: string): string {
  const rng = random(seedOf(`cover:${seed}`));
  const defs =
    gradient('sky', [
      [0, lighten(palette.primary, 0.15)],
      [0.7, palette.primary],
      [1, palette.dark],
    ]) +
    gradient(
      'sheen',
      [
        [0, lighten(palette.secondary, 0.3)],
        [1, palette.secondary],
      ],
      'diagonal',
    );
  let body = rect(0, 0, 1600, 600, 'url(#sky)');
  // Soft rings and the sun.
  const sunX = rng.int(980, 1420);
  body += circle(sunX, 170, 230, palette.secondary, 'fill-opacity="0.10"');
  body += circle(sunX, 170, 150, palette.secondary, 'fill-opacity="0.16"');
  body += circle(sunX, 170, 92, 'url(#sheen)');
  // The trade's motif: a large outline and a scatter of small ones.
  body += icon(motif, 120, 60, 300, palette.light, 0.14);
  for (let i = 0; i < 7; i++) {
    body += icon(motif, rng.int(420, 1500), rng.int(30, 300), rng.int(34, 56), palette.light, 0.12);
  }
  // Diagonal light beams.
  body += polygon(
    [
      [520, 0],
      [640, 0],
      [300, 600],
      [180, 600],
    ],
    palette.light,
    'fill-opacity="0.05"',
  );
  body += polygon(
    [
      [700, 0],
      [760, 0],
      [420, 600],
      [360, 600],
    ],
    palette.light,
    'fill-opacity="0.05"',
  );
  body += skyline(city, seed, mix(palette.primary, palette.dark, 0.55), palette.dark);
  body += rect(0, 590, 1600, 10, palette.accent);
  return svgDocument(
    { width: COVER_WIDTH, height: COVER_HEIGHT },
    { width: 1600, height: 600 },
    defs,
    body,
  );
}
