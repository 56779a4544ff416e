import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@quoteway/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import * as css from './wizard.css';

interface PostedScreenProps {
  /** A visitor's address: the job waits for its confirmation. Null: the job is live. */
  email: string | null;
  onAnother(): void;
}

/** The job is posted: live, or waiting for the visitor's e-mail confirmation. */
export function PostedScreen({ email, onAnother }: PostedScreenProps) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.form} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={css.stepHeading}>
        {email === null ? t`Your job is posted` : t`Almost done`}
      </h2>
      <p role="status" className={css.longText}>
        {email === null ? (
          <Trans>Your job is live. Matching businesses are being told now.</Trans>
        ) : (
          <Trans>
            Check your e-mail: we sent a link to {email}. Your job goes live once you confirm it.
          </Trans>
        )}
      </p>
      <div>
        <Button variant="outline" onClick={onAnother}>
          {t`Post another job`}
        </Button>
      </div>
    </section>
  );
}
