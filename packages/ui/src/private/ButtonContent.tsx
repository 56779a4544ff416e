import type { ReactNode } from 'react';
import * as styles from './button.css';

/** A button's or a button link's label between its optional icons (decorative). */
export function ButtonContent({
  start,
  end,
  children,
}: {
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {start ? (
        <span className={styles.icon} aria-hidden="true">
          {start}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {end ? (
        <span className={styles.icon} aria-hidden="true">
          {end}
        </span>
      ) : null}
    </>
  );
}
