import { style } from '@vanilla-extract/css';

// The widget's frame, in the first load: the rest of the widgets' styles (widgets.css.ts)
// come with their lazily loaded content.

/** Measured for the host page (its height is the iframe's): nothing outside it. */
export const frame = style({ display: 'block', minInlineSize: 0 });
