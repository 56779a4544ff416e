import { style } from '@vanilla-extract/css';

/** The checkboxes' fieldset groups them for assistive technology without a visible frame. */
export const plainFieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
});
