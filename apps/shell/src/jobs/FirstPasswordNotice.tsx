import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSessionUser } from '../session/sessionUser';
import * as css from './myJobs.css';

/**
 * A customer whose account was made by posting a job (the texted code proved them) is signed
 * in on this tab only: this notice says how to come back, until the e-mailed link is used.
 */
export function FirstPasswordNotice() {
  const { t } = useLingui();
  const { user } = useSessionUser();
  const id = useId();
  // Social accounts have no password either, but their address is proved: they are not told.
  if (!user || user.hasPassword || user.emailVerified !== false) return null;
  const email = user.email;
  return (
    <section className={css.firstPasswordNotice} aria-labelledby={id}>
      <h2 id={id} className={css.firstPasswordTitle}>
        {t`Check your e-mail to set a password`}
      </h2>
      <p className={css.firstPasswordText}>
        <Trans>
          Your job is live. We sent a link to <bdi className={css.firstPasswordEmail}>{email}</bdi>:
          choose a password there to come back to your job and its quotes from any device.
        </Trans>
      </p>
    </section>
  );
}
