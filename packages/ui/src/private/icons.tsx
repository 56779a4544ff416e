// Small inline icons used inside components (decorative: always aria-hidden).
import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
}

/** A 24-unit line drawing at `size` pixels, in the text's colour (also the stories' icons). */
export function LineIcon({
  size,
  weight,
  children,
}: {
  size: number;
  weight: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <LineIcon size={size} weight={2}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

/** A tick: a step done, a number verified. */
export function TickIcon({ size = 20 }: IconProps) {
  return (
    <LineIcon size={size} weight={3}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}
