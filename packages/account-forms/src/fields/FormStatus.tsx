import type { Ref } from 'react';
import * as css from './forms.css';

export interface FormStatusValue {
  tone: 'error' | 'success' | 'info';
  text: string;
}

const toneClass = { error: css.statusError, success: css.statusSuccess, info: '' };

/**
 * The form's own status line (the outcome of a submit). Focusable, so a submit that has no
 * field to point at can move focus here and screen readers read it; errors are alerts,
 * unless `politeErrors` (an account settings section's line, one among several on a page).
 */
export function FormStatus({
  status,
  politeErrors = false,
  ref,
}: {
  status: FormStatusValue | null;
  politeErrors?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={status?.tone === 'error' && !politeErrors ? 'alert' : 'status'}
      className={status ? `${css.status} ${toneClass[status.tone]}` : undefined}
    >
      {status?.text}
    </div>
  );
}
