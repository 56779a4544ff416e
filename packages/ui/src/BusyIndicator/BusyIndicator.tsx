import { cx } from '../private/cx';
import * as styles from './BusyIndicator.css';

export interface BusyIndicatorProps {
  /** Accessible name, e.g. a translated "Loading page". */
  label: string;
  /** Renders nothing when false (default true), so it can stay in the tree. */
  active?: boolean;
  /** `fixed` (default) pins it to the top of the viewport; `inline` keeps it in flow. */
  position?: 'fixed' | 'inline';
}

/** Thin indeterminate progress bar for navigation / background work. */
export function BusyIndicator({ label, active = true, position = 'fixed' }: BusyIndicatorProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className={cx(styles.root, position === 'inline' && styles.inline)}
    >
      <div className={styles.bar} />
    </div>
  );
}
