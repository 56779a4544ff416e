import { hexToRgb } from '@quoteway/validation';

/**
 * Small SVG helpers for the demo pictures: shapes as strings, colours mixed in sRGB, and
 * gradients. Numbers are rounded so the documents stay short.
 */

const n = (value: number) => Math.round(value * 10) / 10;

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: Array<[number, number]>, fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;
}

/** A vertical (or, with `horizontal`, left-to-right) linear gradient definition. */
export function gradient(
  id: string,
  stops: Array<[number, string]>,
  direction: 'vertical' | 'horizontal' | 'diagonal' = 'vertical',
): string {
  const end = { vertical: 'x2="0" y2="1"', horizontal: 'x2="1" y2="0"', diagonal: 'x2="1" y2="1"' }[
    direction
  ];
  const list = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${list}</linearGradient>`;
}

/** A radial glow: `colour` at the centre fading to transparent. */
export function glow(id: string, colour: string, opacity = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A complete SVG document drawn on a `viewWidth` x `viewHeight` canvas, rendered at width x height. */
export function svgDocument(
  size: { width: number; height: number },
  view: { width: number; height: number },
  defs: string,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${view.width} ${view.height}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

function channels(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = hexToRgb(hex).split(',').map(Number);
  return [r, g, b];
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);
