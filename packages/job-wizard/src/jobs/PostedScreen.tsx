import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@quoteway/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import * as css from './wizard.css';

interface PostedScreenProps {
  /**
   * A visitor's address, where the link to choose a password went (their job is live too).
   * Null: a signed-in customer's job.
   */
  email: string | null;
  /** Photos that could not be added to the job. */
  photosFailed: number;
  onAnother(): void;
}

/** The job is posted and live; a visitor is told where the link to a password went. */
export function PostedScreen({ email, photosFailed, onAnother }: PostedScreenProps) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.form} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={css.stepHeading}>
        {email === null ? t`Your job is posted` : t`Your job is live`}
      </h2>
      <p role="status" className={css.longText}>
        {email === null ? (
          <Trans>Your job is live. Matching businesses are being told now.</Trans>
        ) : (
          <Trans>
            Matching businesses are being told now. We sent a link to <bdi>{email}</bdi>: choose a
            password there to come back to your job and its quotes.
          </Trans>
        )}
      </p>
      {photosFailed > 0 && (
        <p role="alert" className={css.longText}>
          <Plural
            value={photosFailed}
            one="# photo could not be added. Your job is posted without it."
            other="# photos could not be added. Your job is posted without them."
          />
        </p>
      )}
      <div>
        <Button variant="outline" onClick={onAnother}>
          {t`Post another job`}
        </Button>
      </div>
    </section>
  );
}
