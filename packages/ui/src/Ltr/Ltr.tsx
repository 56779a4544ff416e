import type { ReactNode } from 'react';

export interface LtrProps {
  children: ReactNode;
}

/**
 * Text that always reads left to right, isolated from the sentence around it: a phone number,
 * a code, an e-mail or web address. In Arabic, "+64 21 555 0198" would otherwise show as
 * "0198 555 21 64+".
 */
export function Ltr({ children }: LtrProps) {
  return <bdi dir="ltr">{children}</bdi>;
}
