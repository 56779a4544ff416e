import { style } from '@vanilla-extract/css';

/**
 * A page whose code is still loading holds a screen's height, so the footer under it starts
 * below the fold and does not jump when the page comes.
 */
export const pageLoading = style({ minBlockSize: '100vh' });
