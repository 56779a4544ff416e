import type { ReactNode } from 'react';
import * as styles from './Footer.css';

export interface FooterProps {
  children: ReactNode;
}

/** Page footer (`<footer>` / contentinfo landmark when at the top level). */
export function Footer({ children }: FooterProps) {
  return <footer className={styles.root}>{children}</footer>;
}
