import type { ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps {
  /** Inline-start content: menu button, brand. */
  start?: ReactNode;
  /** Optional middle content (page title, search). */
  children?: ReactNode;
  /** Inline-end content: actions, account menu. */
  end?: ReactNode;
}

/** Sticky top application bar (`<header>` / banner landmark). */
export function Header({ start, children, end }: HeaderProps) {
  return (
    <header className={styles.root}>
      {start != null ? <div className={styles.start}>{start}</div> : null}
      <div className={styles.middle}>{children}</div>
      {end != null ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
