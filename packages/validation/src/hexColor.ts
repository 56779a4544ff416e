/** The exact error message (spec) for input that is not a 3- or 6-digit hex colour. */
export const HEX_COLOR_ERROR_MESSAGE = 'input is not a valid hex color.';

const HEX_COLOR_PATTERN = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

// Accepts '#rgb', 'rgb', '#rrggbb' or 'rrggbb' in any letter case, untrimmed; 3 digits are
// expanded by doubling each. The output has no spaces after the commas.

/** Converts a hex colour to 'r,g,b' ('#667eea' -> '102,126,234'); throws on invalid input. */
export function hexToRgb(input: string): string {
  const match = HEX_COLOR_PATTERN.exec(input);
  const digits = match?.[1];
  if (digits === undefined) throw new Error(HEX_COLOR_ERROR_MESSAGE);
  const full = digits.length === 3 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  const channels = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return channels.join(',');
}
