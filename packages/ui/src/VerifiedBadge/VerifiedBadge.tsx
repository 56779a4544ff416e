import { useLingui } from '@lingui/react';
import * as css from './VerifiedBadge.css';

export interface VerifiedBadgeProps {
  /**
   * The register that confirmed the business number ('NZBN', 'ABN', 'ACN', 'GSTIN'):
   * the badge then reads "NZBN verified". Without it, just "Verified".
   */
  register?: string | null;
  size?: 'sm' | 'md';
}

/**
 * The trust badge of a business whose number a government register confirmed. Show it only
 * for `verified` businesses; the text says what was checked, so it needs no tooltip.
 */
export function VerifiedBadge({ register, size = 'md' }: VerifiedBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span className={css.size[size]}>
      <svg
        className={css.icon}
        width={size === 'sm' ? 12 : 16}
        height={size === 'sm' ? 12 : 16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2.5l7.5 3v6c0 4.6-3.1 8.4-7.5 10-4.4-1.6-7.5-5.4-7.5-10v-6z" />
        <path d="M8.5 12.2l2.4 2.4 4.6-4.8" />
      </svg>
      {register
        ? i18n._({
            id: 'ui.verifiedBadge.register',
            message: '{register} verified',
            values: { register },
          })
        : i18n._({ id: 'ui.verifiedBadge.verified', message: 'Verified' })}
    </span>
  );
}
