import type { NamedColor } from '../theme/tokens';

/** Initials from up to the first two words of a name ("Ada Lovelace King" -> "AL"). */
export function getInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const avatarColors: readonly NamedColor[] = [
  'blue',
  'purple',
  'green',
  'orange',
  'red',
  'brown',
  'amber',
  'grey',
  'yellow',
];

/** Deterministic colour for a name (same name, same colour, on every device). */
export function colorForName(name: string): NamedColor {
  let hash = 0;
  for (const char of name.trim()) {
    hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  }
  return avatarColors[Math.abs(hash) % avatarColors.length] ?? 'grey';
}
