import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small modern reset. Imported for its side effect by the package index.

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keep in-page anchors (skip link) from hiding under the sticky header.
  scrollPaddingBlockStart: '72px',
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

globalStyle('p', { overflowWrap: 'break-word' });

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxInlineSize: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('button:disabled', { cursor: 'not-allowed' });

globalStyle('a', { color: vars.color.primaryText });

globalStyle('::selection', {
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('[hidden]', { display: 'none !important' });
