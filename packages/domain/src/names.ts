/** The first word of a name: how a customer is named to a business before hiring (privacy). */
export function firstName(userName: string | null | undefined): string {
  return userName?.trim().split(/\s+/)[0] ?? '';
}

/** Characters of the user's name shown in the narrow (mini) sidebar menu (spec section 9). */
export const MENU_NAME_LIMIT = 8;

/** The character appended to a cut name: a single ellipsis character (U+2026), not '...'. */
export const NAME_ELLIPSIS = '…';

// Header limit by viewport width in pixels: 23 at <= 350, 30 at <= 400, 35 at <= 450 and 23
// at >= 960 (all spec). For 451-959 the spec only says "between 15 and 75, growing with
// width"; NOT SPECIFIED, our choice: min(75, max(15, floor(width / 12))), i.e. 37 at 451 up
// to 75 from 900. NaN throws a RangeError.

/** Characters of the user's name shown in the header at this viewport width (pixels). */
export function headerNameLimit(width: number): number {
  if (Number.isNaN(width)) throw new RangeError('Viewport width must be a number');
  if (width <= 350) return 23;
  if (width <= 400) return 30;
  if (width <= 450) return 35;
  if (width >= 960) return 23;
  return Math.min(75, Math.max(15, Math.floor(width / 12)));
}

// truncateName keeps the first `limit` characters (Unicode code points) and appends the single
// character '…' when it cuts; the ellipsis is not counted in the limit and whitespace before
// it is dropped ('Jonathan Smith', 9 -> 'Jonathan…'). A name within the limit is unchanged.

/** Cuts a name to `limit` characters plus '…' when it is longer; shorter names are unchanged. */
export function truncateName(name: string, limit: number): string {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`Name limit must be a non-negative integer, got ${limit}`);
  }
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  return `${characters.slice(0, limit).join('').trimEnd()}${NAME_ELLIPSIS}`;
}
