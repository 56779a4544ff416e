import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Badge.css';

export type BadgeTone =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'error'
  | 'warning'
  | 'info'
  | 'neutral';

interface CountBadgeProps {
  /** A number, shown as `max+` above `max`. Nothing renders for 0 unless `showZero`. */
  count: number;
  /** Cap for the visible number (default 99 -> "99+"). */
  max?: number;
  showZero?: boolean;
  /**
   * What screen readers hear instead of the bare number, e.g. a translated
   * "12 unread messages". Required: "99+" alone means nothing.
   */
  label: string;
  text?: undefined;
  tone?: BadgeTone;
}

interface TextBadgeProps {
  /** Short text, e.g. a translated "New". */
  text: string;
  /** Optional fuller wording for screen readers (defaults to `text`). */
  label?: string;
  count?: undefined;
  max?: undefined;
  showZero?: undefined;
  tone?: BadgeTone;
}

export type BadgeProps = CountBadgeProps | TextBadgeProps;

/** Formats a count against its cap: (150, 99) -> "99+". */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** Small count or status pill. */
export function Badge(props: BadgeProps) {
  const tone = props.tone ?? (props.text != null ? 'neutral' : 'error');
  let visible: string;
  if (props.text != null) {
    visible = props.text;
  } else {
    if (props.count <= 0 && !props.showZero) return null;
    visible = formatBadgeCount(props.count, props.max);
  }
  const label = props.label;
  return (
    <span className={styles.badge[tone]}>
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        visible
      )}
    </span>
  );
}
