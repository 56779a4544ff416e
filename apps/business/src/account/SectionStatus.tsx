import type { Ref } from 'react';
import * as css from './account.css';
import type { SectionStatusValue } from './feedback';

/**
 * A section's status line, announced politely (role status): the outcome of its last
 * submit. Focusable, so a refusal with no field to point at can take focus.
 */
export function SectionStatus({
  status,
  ref,
}: {
  status: SectionStatusValue | null;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={status ? css.status[status.tone] : undefined}
    >
      {status?.text}
    </div>
  );
}
