import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract: CSS custom properties every theme class assigns. Use `vars.*` in
 * `.css.ts` files (e.g. `color: vars.color.text`) — never raw colours.
 */
export const vars = createThemeContract(lightTokens);
