import { useLingui } from '@lingui/react/macro';
import * as css from './trust.css';

export interface VerifiedBadgeProps {
  /** What was verified, when known: the business number's kind ("NZBN", "ABN"...). */
  kind?: string;
}

/**
 * The mark of a business whose number the government register confirmed. Shown only for
 * verified businesses (the caller decides); a shield with a tick, and words, never colour alone.
 */
export function VerifiedBadge({ kind }: VerifiedBadgeProps) {
  const { t } = useLingui();
  return (
    <span className={css.verified}>
      <svg
        viewBox="0 0 24 24"
        className={css.verifiedIcon}
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </svg>
      {kind ? t`${kind} verified` : t`Verified business`}
    </span>
  );
}
