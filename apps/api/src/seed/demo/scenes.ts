import {
  circle,
  darken,
  ellipse,
  glow,
  gradient,
  lighten,
  line,
  path,
  polygon,
  rect,
  svgDocument,
} from './draw';
import { type Random, random, seedOf } from './random';

/**
 * Illustrated "photos" of finished work for the demo galleries: flat scenes drawn with
 * shapes on a 1600 x 1067 canvas. Each kind has variants (other colours, some mirrored), so
 * businesses showing the same kind of work need not show the very same picture.
 */
export type SceneKind =
  | 'kitchen'
  | 'bathroom'
  | 'deck'
  | 'roof'
  | 'garden'
  | 'exterior'
  | 'interior'
  | 'switchboard'
  | 'lighting'
  | 'cylinder'
  | 'heatpump'
  | 'solar'
  | 'cleaning'
  | 'door'
  | 'fence'
  | 'paving'
  | 'framing'
  | 'insulation';

export const GALLERY_WIDTH = 1600;
export const GALLERY_HEIGHT = 1067;
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 267;

const W = 1600;
const H = 1067;

const wallColours = ['#f3ede2', '#e8eef0', '#efe6dc', '#e3e9e1', '#f4efe9', '#dde5ea', '#ece3d6'];
const featureColours = [
  '#2f5d62',
  '#8d6b94',
  '#c06c4f',
  '#3d5a80',
  '#6b8f71',
  '#b5838d',
  '#375a7f',
];
const woodColours = ['#b08158', '#c69c6d', '#8c6142', '#d2b48c', '#a47148', '#9c7a54'];
// Neighbours contrast, so variants (one place apart) never look alike.
const cabinetColours = [
  '#f7f5f0',
  '#2f4858',
  '#d9d2c5',
  '#6b8f71',
  '#e9e4da',
  '#1f3a4d',
  '#a3b8b2',
];
const skyTops = ['#7fb3d5', '#8ec5e8', '#6fa8dc', '#9cc9e3', '#86b9d9'];
const greens = ['#4f772d', '#5a8f3c', '#3f6e35', '#6a994e', '#386641'];
const flowerColours = ['#e76f51', '#f4a261', '#e9c46a', '#d62828', '#f28482', '#ffffff', '#b5179e'];
const claddingColours = [
  '#e9e4d8',
  '#cfd8dc',
  '#3e4a52',
  '#f1e3c8',
  '#556b5d',
  '#c8b8a6',
  '#23313b',
];
const roofColours = ['#3d4a52', '#7a2e2e', '#2f3e46', '#5b6770', '#1f2a30', '#6b4f3a'];

/** Sky with a few clouds above `horizon`. */
function sky(rng: Random, horizon: number): { defs: string; body: string } {
  const top = rng.pick(skyTops);
  const defs = gradient('sky', [
    [0, top],
    [1, lighten(top, 0.55)],
  ]);
  let body = rect(0, 0, W, horizon, 'url(#sky)');
  for (let i = 0; i < 3; i++) {
    const x = rng.int(80, 1500);
    const y = rng.int(50, Math.max(60, horizon - 200));
    body += ellipse(x, y, 120, 34, '#ffffff', 'fill-opacity="0.75"');
    body += ellipse(x + 60, y - 22, 70, 34, '#ffffff', 'fill-opacity="0.75"');
  }
  return { defs, body };
}

/** Horizontal planks between y0 and y1 (a floor seen front on). */
function planks(y0: number, y1: number, colour: string, rng: Random): string {
  let s = rect(0, y0, W, y1 - y0, colour);
  let y = y0;
  let step = 18;
  while (y < y1) {
    s += line(0, y, W, y, darken(colour, 0.18), 3);
    const offset = rng.int(0, 300);
    for (let x = offset; x < W; x += 420) s += line(x, y, x, y + step, darken(colour, 0.15), 2);
    y += step;
    step *= 1.22;
  }
  return s;
}

function plant(x: number, base: number, scale: number, potColour: string, rng: Random): string {
  let s = polygon(
    [
      [x - 40 * scale, base - 70 * scale],
      [x + 40 * scale, base - 70 * scale],
      [x + 30 * scale, base],
      [x - 30 * scale, base],
    ],
    potColour,
  );
  const green = rng.pick(greens);
  for (let i = 0; i < 7; i++) {
    const angle = -Math.PI / 2 + (i - 3) * 0.32;
    const len = (90 + rng.int(0, 50)) * scale;
    const cx = x + Math.cos(angle) * len * 0.6;
    const cy = base - 70 * scale + Math.sin(angle) * len * 0.6;
    s += ellipse(
      cx,
      cy,
      18 * scale,
      52 * scale,
      i % 2 ? green : lighten(green, 0.15),
      `transform="rotate(${((angle * 180) / Math.PI + 90).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"`,
    );
  }
  return s;
}

function sofa(x: number, y: number, width: number, colour: string): string {
  return (
    rect(x, y, width, 150, darken(colour, 0.1), 'rx="26"') +
    rect(x - 20, y + 60, 60, 150, colour, 'rx="22"') +
    rect(x + width - 40, y + 60, 60, 150, colour, 'rx="22"') +
    rect(x + 30, y + 110, width - 60, 90, lighten(colour, 0.08), 'rx="16"') +
    rect(x + 60, y + 50, 110, 80, lighten(colour, 0.35), 'rx="18"') +
    rect(x + 10, y + 210, 16, 26, '#3b3b3b') +
    rect(x + width - 26, y + 210, 16, 26, '#3b3b3b')
  );
}

function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  skyFill: string,
): string {
  return (
    rect(x, y, w, h, skyFill) +
    rect(x, y, w, h, 'none', `stroke="${frame}" stroke-width="16"`) +
    line(x + w / 2, y, x + w / 2, y + h, frame, 10) +
    polygon(
      [
        [x + 30, y + h - 30],
        [x + 90, y + 30],
        [x + 130, y + 30],
        [x + 70, y + h - 30],
      ],
      '#ffffff',
      'fill-opacity="0.25"',
    )
  );
}

type Scene = (rng: Random) => { defs: string; body: string };

const scenes: Record<SceneKind, Scene> = {
  kitchen(rng) {
    const wall = rng.pick(wallColours);
    const cabinet = rng.pick(cabinetColours);
    const bench = rng.pick(['#e8e4dc', '#2b2b2b', '#cfc6b8', '#f5f5f5', '#8a7a6a']);
    const tile = rng.pick(['#ffffff', '#dfe9e8', '#f3e9dc', '#d5dde6']);
    const defs =
      gradient('sky', [
        [0, '#9cc9e3'],
        [1, '#e6f2f8'],
      ]) +
      `<pattern id="subway" width="90" height="40" patternUnits="userSpaceOnUse"><rect width="90" height="40" fill="${tile}"/><path d="M0 0 H90 M0 20 H90 M45 0 V20 M0 20 V40 M90 20 V40" stroke="${darken(tile, 0.12)}" stroke-width="3"/></pattern>`;
    let b = rect(0, 0, W, H, wall);
    b += windowPane(620, 150, 360, 300, '#ffffff', 'url(#sky)');
    for (const [x0, x1] of [
      [110, 570],
      [1030, 1490],
    ] as const) {
      b += rect(
        x0,
        130,
        x1 - x0,
        290,
        cabinet,
        `stroke="${darken(cabinet, 0.15)}" stroke-width="4"`,
      );
      const doors = 3;
      const dw = (x1 - x0) / doors;
      for (let i = 1; i < doors; i++)
        b += line(x0 + dw * i, 130, x0 + dw * i, 420, darken(cabinet, 0.2), 4);
      for (let i = 0; i < doors; i++)
        b += rect(x0 + dw * i + dw / 2 - 30, 390, 60, 8, '#9a9a9a', 'rx="4"');
    }
    b += rect(100, 470, 1400, 180, 'url(#subway)');
    b += rect(90, 640, 1420, 34, bench);
    b += rect(110, 674, 1380, 220, darken(cabinet, 0.05));
    for (let i = 1; i < 6; i++)
      b += line(110 + 230 * i, 674, 110 + 230 * i, 894, darken(cabinet, 0.22), 4);
    for (let i = 0; i < 6; i++) b += rect(110 + 230 * i + 85, 700, 60, 8, '#9a9a9a', 'rx="4"');
    // Sink and mixer under the window.
    b += rect(700, 630, 200, 14, '#9aa5ad', 'rx="6"');
    b += path(
      'M800 632 L800 560 C800 530 840 530 840 560 L840 580',
      'none',
      'stroke="#b9c2c9" stroke-width="12" stroke-linecap="round"',
    );
    b += planks(894, H, rng.pick(woodColours), rng);
    // Pendants over the bench and a plant.
    for (const x of [330, 1270]) {
      b += line(x, 0, x, 90, '#333', 4);
      b += polygon(
        [
          [x - 40, 130],
          [x + 40, 130],
          [x + 22, 90],
          [x - 22, 90],
        ],
        rng.pick(['#222', '#c9a227', '#f5f5f5']),
      );
    }
    b += plant(1340, 640, 0.7, '#e2d7c5', rng);
    b += rect(200, 590, 110, 50, '#d9c3a0', 'rx="8"') + rect(330, 560, 40, 80, '#c0392b', 'rx="6"');
    return { defs, body: b };
  },

  bathroom(rng) {
    const tile = rng.pick(['#f1f1ef', '#dfe7e6', '#e9e2d8', '#d6dde8', '#2f4858']);
    const vanity = rng.pick(woodColours.concat(['#2f4858', '#ffffff']));
    const defs = `<pattern id="tiles" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="${tile}"/><path d="M0 0 H120 M0 0 V120" stroke="${darken(tile, 0.1)}" stroke-width="4"/></pattern><pattern id="floor" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${darken(tile, 0.25)}"/><path d="M0 0 H80 M0 0 V80" stroke="${darken(tile, 0.35)}" stroke-width="3"/></pattern>`;
    let b = rect(0, 0, W, 880, 'url(#tiles)');
    b += rect(0, 880, W, H - 880, 'url(#floor)');
    // Round mirror and wall light.
    b += circle(560, 330, 170, darken(tile, 0.3));
    b += circle(560, 330, 155, '#dfe8ec');
    b += polygon(
      [
        [460, 420],
        [600, 190],
        [650, 210],
        [510, 440],
      ],
      '#ffffff',
      'fill-opacity="0.55"',
    );
    b += rect(540, 90, 40, 40, '#f2c14e', 'rx="20"');
    // Vanity with basin and mixer.
    b += rect(260, 560, 600, 34, '#f4f4f4', 'rx="8"');
    b += ellipse(560, 560, 150, 22, '#ffffff', 'stroke="#d0d0d0" stroke-width="4"');
    b += path(
      'M560 540 L560 486 L600 486',
      'none',
      'stroke="#9aa5ad" stroke-width="12" stroke-linecap="round"',
    );
    b += rect(280, 594, 560, 230, vanity, 'rx="10"');
    b += line(560, 600, 560, 820, darken(vanity, 0.25), 4);
    b += rect(420, 700, 60, 8, '#c9c9c9', 'rx="4"') + rect(640, 700, 60, 8, '#c9c9c9', 'rx="4"');
    // Walk-in shower with glass and a rain head.
    b += rect(1080, 120, 8, 760, '#9aa5ad');
    b += rect(1088, 120, 12, 760, '#ffffff', 'fill-opacity="0.6"');
    b += rect(1100, 120, 420, 760, '#cfe6ef', 'fill-opacity="0.28"');
    b += line(1300, 110, 1300, 200, '#9aa5ad', 10) + ellipse(1300, 206, 70, 12, '#9aa5ad');
    for (let i = 0; i < 9; i++)
      b += line(1250 + i * 12, 230, 1240 + i * 14, 520, '#ffffff', 3, 'stroke-opacity="0.6"');
    b += rect(1380, 420, 100, 150, darken(tile, 0.12), 'rx="6"');
    // Towel on a rail.
    b += line(900, 360, 1020, 360, '#9aa5ad', 10);
    b += rect(
      915,
      360,
      90,
      200,
      rng.pick(['#e9c46a', '#f4a261', '#ffffff', '#8ecae6', '#a3b18a']),
      'rx="10"',
    );
    b += plant(180, 880, 0.8, '#ffffff', rng);
    return { defs, body: b };
  },

  deck(rng) {
    const { defs: skyDefs, body: skyBody } = sky(rng, 420);
    const cladding = rng.pick(claddingColours);
    const wood = rng.pick(woodColours);
    const defs = `${skyDefs}<pattern id="boards" width="40" height="36" patternUnits="userSpaceOnUse"><rect width="40" height="36" fill="${cladding}"/><path d="M0 34 H40" stroke="${darken(cladding, 0.18)}" stroke-width="4"/></pattern>`;
    let b = skyBody;
    b += rect(0, 90, W, 560, 'url(#boards)');
    b += rect(0, 70, W, 40, darken(cladding, 0.5));
    // Sliding doors.
    b += rect(470, 250, 660, 400, '#a9c8d8');
    b += rect(470, 250, 660, 400, 'none', 'stroke="#2e2e2e" stroke-width="14"');
    b += line(800, 250, 800, 650, '#2e2e2e', 10);
    b += polygon(
      [
        [520, 600],
        [600, 290],
        [650, 290],
        [570, 600],
      ],
      '#ffffff',
      'fill-opacity="0.3"',
    );
    // The deck in perspective.
    b += polygon(
      [
        [0, 650],
        [W, 650],
        [W, H],
        [0, H],
      ],
      wood,
    );
    let y = 650;
    let gap = 16;
    while (y < H) {
      b += line(0, y, W, y, darken(wood, 0.2), 3);
      y += gap;
      gap *= 1.14;
    }
    b += rect(0, 640, W, 14, darken(wood, 0.25));
    // Planters, a table with chairs, festoon lights.
    for (const x of [120, 1380]) {
      b += rect(x, 560, 160, 100, darken(wood, 0.1));
      for (let i = 0; i < 6; i++)
        b += circle(x + 20 + i * 24, 550 - (i % 2) * 20, 36, rng.pick(greens));
    }
    b += ellipse(800, 820, 190, 40, '#f4f1ea') + rect(790, 820, 20, 150, '#555');
    for (const x of [520, 1080]) {
      b +=
        rect(x - 60, 760, 120, 24, '#555', 'rx="8"') +
        rect(x - 60, 680, 20, 200, '#555') +
        rect(x + 40, 784, 16, 100, '#555');
    }
    b += path(
      'M0 150 Q400 260 800 160 Q1200 260 1600 150',
      'none',
      'stroke="#333" stroke-width="3"',
    );
    for (let i = 1; i < 16; i++) {
      const x = i * 100;
      const t = (x % 800) / 800;
      const yy = 155 + 4 * 100 * t * (1 - t) * 0.9;
      b += circle(x, yy + 14, 9, '#ffe08a');
    }
    return { defs, body: b };
  },

  roof(rng) {
    const { defs, body: skyBody } = sky(rng, 700);
    const roof = rng.pick(roofColours);
    const cladding = rng.pick(claddingColours);
    let b = skyBody;
    for (let i = 0; i < 5; i++)
      b += circle(rng.int(0, 220), rng.int(480, 640), rng.int(70, 120), rng.pick(greens));
    b += rect(0, 700, W, H - 700, rng.pick(greens));
    b += rect(260, 560, 1080, 400, cladding);
    for (let y = 590; y < 960; y += 34) b += line(260, y, 1340, y, darken(cladding, 0.15), 3);
    b += windowPane(360, 660, 240, 190, '#ffffff', '#a9c8d8');
    b += windowPane(1000, 660, 240, 190, '#ffffff', '#a9c8d8');
    b += rect(720, 700, 150, 260, darken(cladding, 0.45));
    // Hip roof in long-run iron, with its corrugations.
    b += polygon(
      [
        [170, 590],
        [440, 280],
        [1160, 280],
        [1430, 590],
      ],
      roof,
    );
    for (let i = 0; i <= 64; i++) {
      const t = i / 64;
      b += line(440 + 720 * t, 282, 170 + 1260 * t, 588, lighten(roof, 0.12), 3);
    }
    b += rect(430, 268, 740, 18, darken(roof, 0.3), 'rx="6"');
    b += rect(980, 180, 90, 130, '#8c5a44') + rect(970, 170, 110, 20, '#6e4533');
    // New spouting and a downpipe.
    b += rect(160, 586, 1280, 26, '#e9ecef', 'rx="6"');
    b += rect(1396, 606, 24, 360, '#e9ecef');
    // A ladder against the eave.
    b += line(1470, 1000, 1410, 560, '#b0b7bd', 12) + line(1540, 1000, 1480, 560, '#b0b7bd', 12);
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      b += line(1470 - 60 * t, 1000 - 440 * t, 1540 - 60 * t, 1000 - 440 * t, '#b0b7bd', 8);
    }
    return { defs, body: b };
  },

  garden(rng) {
    const { defs: skyDefs, body: skyBody } = sky(rng, 420);
    const lawn = rng.pick(greens);
    const defs =
      skyDefs +
      gradient('lawn', [
        [0, lighten(lawn, 0.2)],
        [1, lawn],
      ]);
    let b = skyBody;
    b += path(
      'M0 330 C300 250 600 300 900 270 C1200 240 1400 300 1600 280 L1600 420 L0 420 Z',
      lighten(rng.pick(greens), 0.35),
    );
    // Back fence.
    const fence = rng.pick(woodColours);
    b += rect(0, 360, W, 160, fence);
    for (let x = 0; x < W; x += 44) b += line(x, 360, x, 520, darken(fence, 0.2), 3);
    b += rect(0, 520, W, H - 520, 'url(#lawn)');
    for (let i = 0; i < 8; i++) {
      const x0 = i * 200;
      b += polygon(
        [
          [x0 + 100, 520],
          [x0 + 200, 520],
          [x0 + 200 + (i - 4) * 120 + 100, H],
          [x0 + 100 + (i - 4) * 120, H],
        ],
        '#ffffff',
        'fill-opacity="0.05"',
      );
    }
    // A curved path of pavers.
    const paver = rng.pick(['#d6ccc2', '#bfb6ab', '#e3d5ca', '#c9c3b8']);
    b += path('M700 520 C720 640 560 760 520 1067 L900 1067 C880 820 1000 660 820 520 Z', paver);
    for (let i = 0; i < 7; i++) {
      const y = 560 + i * 75;
      b += line(700 - i * 25, y, 840 - i * 4 + i * 6, y, darken(paver, 0.2), 3);
    }
    // Raised beds with flowers, a tree and round hedges.
    for (const [x, w] of [
      [60, 420],
      [1100, 440],
    ] as const) {
      b += rect(x, 660, w, 120, darken(rng.pick(woodColours), 0.1));
      for (let i = 0; i < 9; i++)
        b += circle(x + 30 + (i * (w - 60)) / 8, 650 - (i % 3) * 12, 40, rng.pick(greens));
      for (let i = 0; i < 16; i++)
        b += circle(x + rng.int(20, w - 20), rng.int(600, 660), 10, rng.pick(flowerColours));
    }
    b += rect(1380, 240, 40, 300, '#6b4f3a');
    for (let i = 0; i < 7; i++)
      b += circle(
        1400 + rng.int(-120, 120),
        230 + rng.int(-90, 60),
        rng.int(80, 120),
        rng.pick(greens),
      );
    b += circle(170, 540, 70, darken(lawn, 0.15)) + circle(300, 530, 60, darken(lawn, 0.2));
    return { defs, body: b };
  },

  exterior(rng) {
    const { defs, body: skyBody } = sky(rng, 820);
    const paint = rng.pick(['#f3efe6', '#dbe7e4', '#f6e7c8', '#d7e3ea', '#e7d8e0', '#c9d6c3']);
    const trim = '#ffffff';
    const door = rng.pick(['#9b2226', '#264653', '#2a9d8f', '#e9c46a', '#1d3557', '#6d597a']);
    let b = skyBody;
    b += rect(0, 820, W, H - 820, rng.pick(greens));
    b += polygon(
      [
        [140, 330],
        [800, 70],
        [1460, 330],
      ],
      rng.pick(roofColours),
    );
    b += rect(220, 320, 1160, 600, paint);
    for (let y = 350; y < 920; y += 30) b += line(220, y, 1380, y, darken(paint, 0.12), 3);
    b += polygon(
      [
        [800, 120],
        [1300, 320],
        [300, 320],
      ],
      darken(paint, 0.05),
    );
    b += circle(800, 240, 40, trim);
    // Bay window.
    b += rect(290, 470, 420, 330, trim);
    for (let i = 0; i < 3; i++) b += rect(310 + i * 133, 490, 113, 290, '#a9c8d8');
    // Veranda with posts and fretwork.
    b += rect(800, 430, 580, 36, darken(paint, 0.2));
    for (const x of [820, 1080, 1340]) b += rect(x, 466, 22, 454, trim);
    for (let x = 842; x < 1340; x += 52)
      b += path(
        `M${x} 466 Q${x + 26} 510 ${x + 52} 466`,
        'none',
        `stroke="${trim}" stroke-width="6"`,
      );
    b += rect(960, 600, 150, 300, door);
    b +=
      rect(980, 630, 110, 110, lighten(door, 0.2)) + rect(980, 760, 110, 110, lighten(door, 0.2));
    b += circle(1080, 760, 8, '#d4af37');
    // The painter's ladder and tins.
    b += line(1460, 1040, 1400, 520, '#b0b7bd', 12) + line(1540, 1040, 1480, 520, '#b0b7bd', 12);
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      b += line(1460 - 60 * t, 1040 - 520 * t, 1540 - 60 * t, 1040 - 520 * t, '#b0b7bd', 8);
    }
    for (const x of [160, 230]) {
      b += rect(x, 960, 60, 70, '#cfd4d8', 'rx="6"') + rect(x, 975, 60, 26, paint);
    }
    return { defs, body: b };
  },

  interior(rng) {
    const wall = rng.pick(wallColours);
    const feature = rng.pick(featureColours);
    const defs = gradient('dusk', [
      [0, '#bcd9ea'],
      [1, '#f5ead7'],
    ]);
    let b = rect(0, 0, W, 820, wall);
    b += rect(900, 0, 700, 820, feature);
    b += rect(0, 800, W, 26, '#ffffff');
    b += planks(826, H, rng.pick(woodColours), rng);
    // Window with curtains on the plain wall.
    b += windowPane(200, 170, 380, 380, '#ffffff', 'url(#dusk)');
    const curtain = rng.pick(['#d8c3a5', '#e0e1dd', '#a3b18a', '#e5989b']);
    b += rect(150, 130, 80, 520, curtain, 'rx="12"') + rect(550, 130, 80, 520, curtain, 'rx="12"');
    b += rect(140, 120, 500, 14, '#444');
    // Frames on the feature wall and the sofa beneath.
    b += rect(1000, 200, 200, 260, '#ffffff') + rect(1016, 216, 168, 228, lighten(feature, 0.5));
    b += rect(1250, 250, 220, 160, '#ffffff') + rect(1266, 266, 188, 128, lighten(feature, 0.35));
    b += circle(1100, 330, 40, darken(feature, 0.2), 'fill-opacity="0.5"');
    b += sofa(980, 560, 520, rng.pick(['#e9e4da', '#6b705c', '#2f4858', '#b08968']));
    // Floor lamp.
    b +=
      line(830, 520, 830, 880, '#333', 8) +
      polygon(
        [
          [770, 520],
          [890, 520],
          [860, 440],
          [800, 440],
        ],
        '#f2e8cf',
      );
    // A roller in its tray: the job just done.
    b += polygon(
      [
        [300, 1000],
        [560, 1000],
        [600, 940],
        [340, 940],
      ],
      '#cfd4d8',
    );
    b += rect(360, 950, 210, 30, feature, 'fill-opacity="0.8"');
    b += rect(380, 880, 180, 44, feature, 'rx="20"');
    b += path(
      'M560 902 L620 902 L620 840 L470 840 L470 760',
      'none',
      'stroke="#555" stroke-width="10" stroke-linejoin="round"',
    );
    return { defs, body: b };
  },

  switchboard(rng) {
    const wall = rng.pick(wallColours);
    const accent = rng.pick(['#2a9d8f', '#e76f51', '#457b9d', '#e9c46a']);
    let b = rect(0, 0, W, H, wall);
    b += rect(0, 930, W, H - 930, darken(wall, 0.2));
    // Conduits from the ceiling.
    for (let i = 0; i < 5; i++)
      b += line(600 + i * 90, 0, 600 + i * 90, 160, '#8d99a6', 22, 'stroke-linecap="round"');
    b += rect(480, 150, 640, 740, '#f2f4f5', 'rx="12" stroke="#c5ccd3" stroke-width="6"');
    b += rect(520, 200, 560, 640, '#2b2f33', 'rx="6"');
    // Rows of breakers, RCDs in the accent colour, the main switch in red.
    for (let row = 0; row < 4; row++) {
      const y = 240 + row * 150;
      b += rect(540, y - 10, 520, 110, '#3a3f44', 'rx="4"');
      for (let i = 0; i < 11; i++) {
        const rcd = i === 0 || (row === 1 && i === 6);
        const main = row === 0 && i === 10;
        b += rect(552 + i * 46, y, 38, 90, rcd ? accent : main ? '#c0392b' : '#eceff1', 'rx="4"');
        b += rect(562 + i * 46, y + 30, 18, 26, darken(rcd ? accent : '#eceff1', 0.3), 'rx="3"');
      }
      b += rect(548, y + 96, 504, 10, '#f5f1d0');
    }
    // The meter box beside it and a tester on the floor.
    b +=
      rect(1200, 260, 220, 320, '#e4e7ea', 'rx="10"') +
      circle(1310, 400, 60, '#ffffff', 'stroke="#9aa5ad" stroke-width="6"');
    b += rect(1240, 510, 140, 30, '#2b2f33', 'rx="4"');
    b +=
      rect(220, 820, 160, 230, '#f2c14e', 'rx="24"') +
      rect(245, 850, 110, 70, '#3a3f44', 'rx="6"') +
      circle(300, 980, 36, '#3a3f44');
    b += path('M380 1000 C520 1060 600 980 700 1050', 'none', 'stroke="#c0392b" stroke-width="10"');
    return { defs: '', body: b };
  },

  lighting(rng) {
    const wall = darken(rng.pick(featureColours), 0.35);
    const warm = rng.pick(['#ffe8a3', '#fff1c1', '#ffd98a']);
    const defs =
      glow('beam', warm, 0.55) +
      gradient('night', [
        [0, '#1b2a41'],
        [1, '#516b8c'],
      ]);
    let b = rect(0, 0, W, H, wall);
    b += rect(0, 0, W, 60, darken(wall, 0.3));
    b += windowPane(150, 220, 420, 420, '#d9d9d9', 'url(#night)');
    for (let i = 0; i < 12; i++) b += circle(rng.int(170, 550), rng.int(240, 460), 3, '#ffffff');
    // Downlights with their pools of light.
    for (const x of [700, 1000, 1300]) {
      b += ellipse(x, 62, 34, 8, '#fffbe6');
      b += polygon(
        [
          [x - 30, 66],
          [x + 30, 66],
          [x + 220, 820],
          [x - 220, 820],
        ],
        'url(#beam)',
      );
      b += ellipse(x, 820, 240, 40, warm, 'fill-opacity="0.25"');
    }
    b += rect(0, 800, W, H - 800, darken(wall, 0.25));
    b += ellipse(
      1000,
      930,
      480,
      80,
      rng.pick(['#d8c3a5', '#a3b18a', '#b5838d']),
      'fill-opacity="0.8"',
    );
    b += sofa(760, 600, 520, rng.pick(['#e9e4da', '#8d99ae', '#b08968']));
    b +=
      rect(300, 820, 200, 20, '#6b4f3a') +
      rect(310, 840, 14, 120, '#6b4f3a') +
      rect(476, 840, 14, 120, '#6b4f3a');
    b += rect(360, 760, 30, 60, warm, 'rx="6"') + circle(375, 740, 30, warm, 'fill-opacity="0.6"');
    return { defs, body: b };
  },

  cylinder(rng) {
    const tile = rng.pick(['#eef1f2', '#dfe9e8', '#f1ece4', '#dde5f0', '#efe3da']);
    const copper = '#c87533';
    const defs = gradient(
      'steel',
      [
        [0, '#c9d1d6'],
        [0.5, '#f4f6f7'],
        [1, '#aeb8bf'],
      ],
      'horizontal',
    );
    let b = rect(0, 0, W, H, tile);
    for (let y = 0; y < 900; y += 100) b += line(0, y, W, y, darken(tile, 0.08), 3);
    b += rect(0, 900, W, H - 900, darken(tile, 0.35));
    // The new cylinder and its valves.
    b += rect(560, 160, 340, 740, 'url(#steel)', 'rx="60"');
    b += rect(640, 420, 180, 120, '#ffffff', 'stroke="#c5ccd3" stroke-width="4"');
    b +=
      rect(660, 450, 140, 14, rng.pick(['#1d3557', '#2a9d8f', '#c0392b'])) +
      rect(660, 480, 100, 10, '#c5ccd3');
    const pipe = `fill="none" stroke="${copper}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"`;
    b += `<path d="M640 160 L640 90 L300 90 L300 0" ${pipe}/>`;
    b += `<path d="M820 160 L820 60 L1200 60 L1200 420 L1300 420" ${pipe}/>`;
    b += `<path d="M900 820 L1050 820 L1050 1000" ${pipe}/>`;
    for (const [x, y, c] of [
      [460, 90, '#c0392b'],
      [1000, 60, '#1d6fb8'],
      [1200, 260, '#c0392b'],
    ] as const) {
      b += circle(x, y, 26, '#b0b7bd') + rect(x - 40, y - 50, 80, 20, c, 'rx="8"');
    }
    // The laundry tub it feeds.
    b += rect(1200, 560, 320, 40, '#f4f4f4', 'rx="8"') + rect(1220, 600, 280, 300, '#e6e9ec');
    b += path(
      'M1300 420 L1360 420 L1360 540',
      'none',
      `stroke="#9aa5ad" stroke-width="14" stroke-linecap="round"`,
    );
    b +=
      rect(120, 700, 260, 200, rng.pick(['#ffffff', '#e9ecef']), 'rx="10"') +
      circle(250, 800, 70, '#c5ccd3');
    return { defs, body: b };
  },

  heatpump(rng) {
    const wall = rng.pick(wallColours);
    const defs = gradient('air', [
      [0, '#bde0fe'],
      [1, '#bde0fe00'],
    ]);
    let b = rect(0, 0, W, 840, wall);
    b += planks(840, H, rng.pick(woodColours), rng);
    b += rect(0, 820, W, 24, '#ffffff');
    // The indoor unit and its airflow.
    b += rect(520, 150, 620, 200, '#fbfbfb', 'rx="40" stroke="#d9dde0" stroke-width="6"');
    b += rect(560, 300, 540, 24, '#e4e8eb', 'rx="10"');
    for (let i = 0; i < 5; i++)
      b += line(580 + i * 4, 322 + i * 2, 1080 - i * 4, 322 + i * 2, '#cfd6db', 2);
    b += circle(1090, 200, 8, '#3ddc84');
    for (let i = 0; i < 4; i++) {
      b += path(
        `M${600 + i * 140} 360 C${560 + i * 140} 460 ${660 + i * 140} 520 ${600 + i * 140} 640`,
        'none',
        'stroke="#8ecae6" stroke-width="8" stroke-linecap="round" stroke-opacity="0.6"',
      );
    }
    b += sofa(180, 560, 560, rng.pick(['#e9e4da', '#6b705c', '#2f4858', '#b08968']));
    b +=
      rect(880, 700, 260, 20, '#6b4f3a') +
      rect(900, 720, 14, 120, '#6b4f3a') +
      rect(1106, 720, 14, 120, '#6b4f3a');
    b += plant(1420, 840, 1.2, '#e2d7c5', rng);
    b +=
      rect(1220, 180, 200, 260, '#ffffff') +
      rect(1236, 196, 168, 228, lighten(rng.pick(featureColours), 0.4));
    return { defs, body: b };
  },

  solar(rng) {
    const { defs, body: skyBody } = sky(rng, H);
    const roof = rng.pick(roofColours);
    let b = skyBody;
    b += circle(1380, 130, 70, '#ffd166');
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      b += line(
        1380 + Math.cos(a) * 90,
        130 + Math.sin(a) * 90,
        1380 + Math.cos(a) * 130,
        130 + Math.sin(a) * 130,
        '#ffd166',
        8,
        'stroke-linecap="round"',
      );
    }
    for (let i = 0; i < 6; i++)
      b += circle(rng.int(0, 1600), rng.int(500, 560), rng.int(50, 90), rng.pick(greens));
    // The roof plane in perspective and the array on it.
    b += polygon(
      [
        [0, 1067],
        [260, 420],
        [1340, 420],
        [1600, 1067],
      ],
      roof,
    );
    const rows = 4;
    const cols = 6;
    const at = (u: number, v: number): [number, number] => {
      const y = 480 + v * 500;
      const left = 330 - v * 230;
      const right = 1270 + v * 230;
      return [left + (right - left) * u, y];
    };
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const u0 = 0.04 + c * 0.16;
        const v0 = 0.02 + r * 0.24;
        const u1 = u0 + 0.15;
        const v1 = v0 + 0.22;
        b += polygon(
          [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)],
          '#1d3557',
          'stroke="#c5ccd3" stroke-width="5"',
        );
        const [mx0, my0] = at((u0 + u1) / 2, v0);
        const [mx1, my1] = at((u0 + u1) / 2, v1);
        b += line(mx0, my0, mx1, my1, '#457b9d', 2);
      }
    }
    b += polygon(
      [at(0.1, 0.05), at(0.2, 0.05), at(0.05, 0.5), at(0, 0.5)],
      '#ffffff',
      'fill-opacity="0.12"',
    );
    return { defs, body: b };
  },

  cleaning(rng) {
    const wall = rng.pick(wallColours);
    const defs =
      gradient('shine', [
        [0, lighten(rng.pick(woodColours), 0.3)],
        [1, rng.pick(woodColours)],
      ]) +
      gradient('sky', [
        [0, '#9cc9e3'],
        [1, '#e6f2f8'],
      ]);
    let b = rect(0, 0, W, 780, wall);
    b += rect(0, 780, W, H - 780, 'url(#shine)');
    for (let i = 0; i < 6; i++)
      b += polygon(
        [
          [200 + i * 240, 780],
          [260 + i * 240, 780],
          [180 + i * 240, H],
          [120 + i * 240, H],
        ],
        '#ffffff',
        'fill-opacity="0.12"',
      );
    b += windowPane(180, 140, 560, 460, '#ffffff', 'url(#sky)');
    const star = (x: number, y: number, s: number) =>
      path(
        `M${x} ${y - s} L${x + s * 0.25} ${y - s * 0.25} L${x + s} ${y} L${x + s * 0.25} ${y + s * 0.25} L${x} ${y + s} L${x - s * 0.25} ${y + s * 0.25} L${x - s} ${y} L${x - s * 0.25} ${y - s * 0.25} Z`,
        '#ffffff',
      );
    for (let i = 0; i < 7; i++) b += star(rng.int(220, 700), rng.int(180, 560), rng.int(14, 34));
    b += sofa(900, 520, 540, rng.pick(['#e9e4da', '#8d99ae', '#a3b18a']));
    // Bucket, mop and spray bottle.
    const bucket = rng.pick(['#2a9d8f', '#e76f51', '#457b9d', '#f4a261']);
    b += polygon(
      [
        [240, 880],
        [400, 880],
        [380, 1040],
        [260, 1040],
      ],
      bucket,
    );
    b += path('M250 880 Q320 800 390 880', 'none', 'stroke="#555" stroke-width="6"');
    b += line(520, 420, 640, 1000, '#8d6e63', 14, 'stroke-linecap="round"');
    for (let i = 0; i < 10; i++)
      b += line(640, 1000, 600 + i * 10, 1050, '#e0e0e0', 10, 'stroke-linecap="round"');
    b +=
      rect(760, 930, 70, 110, bucket, 'rx="14"') +
      rect(770, 890, 40, 44, '#ffffff') +
      polygon(
        [
          [810, 896],
          [850, 900],
          [810, 910],
        ],
        '#ffffff',
      );
    for (let i = 0; i < 5; i++) b += star(rng.int(900, 1500), rng.int(820, 1000), rng.int(10, 22));
    return { defs, body: b };
  },

  door(rng) {
    const cladding = rng.pick(claddingColours);
    const door = rng.pick([
      '#9b2226',
      '#264653',
      '#2a9d8f',
      '#e9c46a',
      '#1d3557',
      '#6d597a',
      '#3a5a40',
    ]);
    const metal = rng.pick(['#d4af37', '#c0c6cc', '#2b2b2b']);
    const defs = `<pattern id="weatherboard" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${cladding}"/><path d="M0 38 H40" stroke="${darken(cladding, 0.18)}" stroke-width="4"/></pattern>`;
    let b = rect(0, 0, W, H, 'url(#weatherboard)');
    b += rect(0, 980, W, H - 980, '#9c9c9c');
    b += rect(480, 60, 560, 940, '#ffffff');
    b += rect(520, 100, 480, 880, door);
    for (const [y, h] of [
      [150, 300],
      [500, 430],
    ] as const) {
      b += rect(
        580,
        y,
        160,
        h,
        lighten(door, 0.12),
        `stroke="${darken(door, 0.2)}" stroke-width="6"`,
      );
      b += rect(
        780,
        y,
        160,
        h,
        lighten(door, 0.12),
        `stroke="${darken(door, 0.2)}" stroke-width="6"`,
      );
    }
    // New lever set and deadbolt.
    b += rect(900, 520, 40, 150, metal, 'rx="12"') + rect(860, 560, 90, 24, metal, 'rx="12"');
    b += circle(920, 460, 28, metal) + rect(914, 446, 12, 28, darken(metal, 0.4), 'rx="4"');
    // A set of keys, the house number and the porch light.
    b += circle(1260, 560, 60, 'none', `stroke="${'#c0c6cc'}" stroke-width="12"`);
    for (const [angle, colour] of [
      [20, '#d4af37'],
      [70, '#c0c6cc'],
      [120, '#e76f51'],
    ] as const) {
      b += `<g transform="rotate(${angle} 1260 560)"><rect x="1310" y="548" width="170" height="26" rx="8" fill="${colour}"/><rect x="1440" y="574" width="14" height="26" fill="${colour}"/><rect x="1410" y="574" width="14" height="18" fill="${colour}"/><circle cx="1310" cy="561" r="34" fill="${colour}"/><circle cx="1310" cy="561" r="12" fill="${cladding}"/></g>`;
    }
    b +=
      rect(1120, 200, 140, 90, '#2b2b2b', 'rx="8"') + rect(1140, 220, 100, 50, '#ffffff', 'rx="4"');
    b +=
      rect(360, 200, 60, 100, '#2b2b2b', 'rx="10"') + rect(372, 214, 36, 60, '#ffe8a3', 'rx="6"');
    b += plant(300, 980, 1.1, '#7a6a5a', rng);
    return { defs, body: b };
  },

  fence(rng) {
    const { defs, body: skyBody } = sky(rng, 520);
    const timber = rng.pick(woodColours.concat(['#3e4a52', '#23313b']));
    let b = skyBody;
    b += path(
      'M0 470 C400 420 800 480 1200 440 C1400 420 1500 450 1600 440 L1600 560 L0 560 Z',
      lighten(rng.pick(greens), 0.3),
    );
    b += rect(0, 560, W, H - 560, rng.pick(greens));
    // A horizontal slat fence with posts and a gate.
    for (let i = 0; i < 9; i++)
      b += rect(0, 360 + i * 46, W, 36, i % 2 ? timber : lighten(timber, 0.06));
    for (let x = 60; x < W; x += 320) b += rect(x, 330, 34, 440, darken(timber, 0.25));
    b += rect(1000, 360, 260, 410, lighten(timber, 0.15));
    for (let i = 0; i < 9; i++)
      b += line(1000, 396 + i * 46, 1260, 396 + i * 46, darken(timber, 0.2), 4);
    b +=
      rect(1010, 450, 30, 16, '#2b2b2b') +
      rect(1010, 660, 30, 16, '#2b2b2b') +
      rect(1220, 560, 26, 40, '#2b2b2b', 'rx="6"');
    // Garden bed along the fence and a path to the gate.
    b += rect(0, 770, 980, 60, '#6b4f3a');
    for (let i = 0; i < 14; i++) b += circle(40 + i * 70, 760, 46, rng.pick(greens));
    for (let i = 0; i < 14; i++)
      b += circle(rng.int(20, 960), rng.int(720, 760), 9, rng.pick(flowerColours));
    b += polygon(
      [
        [1010, 770],
        [1250, 770],
        [1400, H],
        [880, H],
      ],
      '#d6ccc2',
    );
    return { defs, body: b };
  },

  paving(rng) {
    const paver = rng.pick(['#c9c3b8', '#b7aa9a', '#d6ccc2', '#9c9a94', '#cdb79e']);
    const wallColour = rng.pick(['#e7e1d6', '#b5651d', '#d8d2c6', '#8d99a6']);
    let b = rect(0, 0, W, 420, wallColour);
    if (wallColour === '#b5651d') {
      for (let y = 0; y < 420; y += 30) {
        b += line(0, y, W, y, '#f1e3d3', 3);
        for (let x = (y / 30) % 2 ? 0 : 45; x < W; x += 90)
          b += line(x, y, x, y + 30, '#f1e3d3', 3);
      }
    }
    b += rect(0, 400, W, 20, darken(wallColour, 0.2));
    // Pavers in perspective: lines to a vanishing point and rows that widen towards us.
    b += rect(0, 420, W, H - 420, paver);
    const vx = 800;
    const vy = 120;
    for (let i = -12; i <= 12; i++) {
      const xb = 800 + i * 150;
      const t = (420 - vy) / (H - vy);
      b += line(vx + (xb - vx) * t, 420, xb, H, darken(paver, 0.22), 4);
    }
    let y = 420;
    let step = 30;
    while (y < H) {
      b += line(0, y, W, y, darken(paver, 0.22), 4);
      y += step;
      step *= 1.25;
    }
    // An outdoor table under an umbrella, and pots.
    const umbrella = rng.pick(['#f4f1de', '#e07a5f', '#3d405b', '#81b29a']);
    b += line(800, 180, 800, 860, '#555', 10);
    b += path('M520 300 Q800 120 1080 300 Z', umbrella);
    b += ellipse(800, 700, 230, 46, '#f4f1ea') + rect(790, 700, 20, 170, '#555');
    for (const x of [520, 1080])
      b += rect(x - 50, 700, 100, 20, '#555', 'rx="6"') + rect(x - 50, 620, 16, 240, '#555');
    b += plant(200, 560, 1.3, '#b5651d', rng) + plant(1420, 580, 1.1, '#e2d7c5', rng);
    return { defs: '', body: b };
  },

  framing(rng) {
    const { defs, body: skyBody } = sky(rng, 900);
    const timber = rng.pick(['#e9c98b', '#e3c07d', '#efd3a0']);
    let b = skyBody;
    b += rect(0, 900, W, H - 900, '#b9b6ae');
    b += rect(140, 860, 1320, 40, '#9e9a92');
    // Wall frame: plates, studs, nogs and a window opening; trusses above.
    b += rect(160, 830, 1280, 30, timber) + rect(160, 380, 1280, 30, timber);
    for (let x = 160; x <= 1410; x += 64) {
      if (x > 700 && x < 1000) continue;
      b += rect(x, 410, 22, 420, timber, `stroke="${darken(timber, 0.15)}" stroke-width="2"`);
    }
    for (let x = 160; x < 1410; x += 64) {
      if (x > 680 && x < 1000) continue;
      const y = 600 + ((x / 64) % 2) * 30;
      b += rect(x + 22, y, 42, 20, darken(timber, 0.05));
    }
    b += rect(700, 520, 320, 26, timber) + rect(700, 700, 320, 26, timber);
    b += rect(700, 410, 22, 420, timber) + rect(998, 410, 22, 420, timber);
    for (let x = 160; x <= 1440; x += 160) {
      b += polygon(
        [
          [x - 20, 380],
          [800, 120],
          [800, 134],
          [x, 380],
        ],
        darken(timber, 0.08),
      );
    }
    b +=
      line(160, 380, 1440, 380, darken(timber, 0.2), 6) +
      line(800, 110, 800, 380, darken(timber, 0.1), 10);
    // Scaffold on the right.
    const tube = '#9aa5ad';
    for (const x of [1480, 1580]) b += line(x, 300, x, 900, tube, 10);
    for (let y = 340; y < 900; y += 140)
      b += line(1470, y, 1600, y, tube, 10) + rect(1470, y - 16, 130, 12, '#c8a165');
    b += line(1480, 340, 1580, 480, tube, 6) + line(1480, 620, 1580, 760, tube, 6);
    return { defs, body: b };
  },

  insulation(rng) {
    const batt = rng.pick(['#f4a6b8', '#f7c873', '#f2b5c4', '#e9d8a6']);
    const timber = '#c9a36b';
    const defs = gradient('loft', [
      [0, '#2b2622'],
      [1, '#4a4038'],
    ]);
    let b = rect(0, 0, W, H, 'url(#loft)');
    // Rafters converging to the ridge.
    for (let i = 0; i <= 10; i++) b += line(800, -200, i * 160, 500, darken(timber, 0.35), 26);
    // Ceiling joists with batts between them, seen from above.
    let y = 470;
    let depth = 70;
    while (y < H) {
      b += rect(0, y, W, depth * 0.22, timber);
      const top = y + depth * 0.22;
      b += rect(0, top, W, depth * 0.78, batt);
      for (let x = rng.int(0, 40); x < W; x += 60 + depth) {
        b += path(
          `M${x} ${top + depth * 0.3} q${depth * 0.25} ${-depth * 0.15} ${depth * 0.5} 0`,
          'none',
          `stroke="${darken(batt, 0.15)}" stroke-width="3"`,
        );
      }
      y += depth;
      depth *= 1.18;
    }
    b += rect(0, 470, W, 10, darken(timber, 0.2));
    // A torch beam on the work.
    b += polygon(
      [
        [200, 0],
        [260, 0],
        [900, 900],
        [500, 900],
      ],
      '#fff7d6',
      'fill-opacity="0.08"',
    );
    return { defs, body: b };
  },
};

/**
 * SVG of one scene variant, rendered at width x height. Every variant draws the same layout
 * (one random sequence per kind) with each colour choice moved `variant` places along its
 * list, so no two variants share their colours; odd variants are also mirrored.
 */
export function sceneSvg(kind: SceneKind, variant: number, width: number, height: number): string {
  const base = random(seedOf(kind));
  const rng: Random = {
    ...base,
    pick<T>(items: readonly T[]): T {
      const item = items[(Math.floor(base.next() * items.length) + variant) % items.length];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
  const { defs, body } = scenes[kind](rng);
  const drawn = variant % 2 === 1 ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body;
  return svgDocument({ width, height }, { width: W, height: H }, defs, drawn);
}
