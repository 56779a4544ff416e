import { SpinnerRing } from '../private/SpinnerRing';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name, e.g. a translated "Loading". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Inline indeterminate loading indicator. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span role="progressbar" aria-label={label} className={styles.root}>
      <SpinnerRing size={size} />
    </span>
  );
}
