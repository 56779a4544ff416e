import { cx } from './cx';
import * as styles from './Spinner.css';

/** The decorative spinning ring (used by Spinner and Button's loading state). */
export function SpinnerRing({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={cx(styles.ring, styles.size[size])} aria-hidden="true" />;
}
