import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@quoteway/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import * as css from './wizard.css';

/** A visitor's job is posted but waits for their e-mail confirmation. */
export function PostedScreen({ email, onAnother }: { email: string; onAnother(): void }) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.form} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={css.stepHeading}>
        {t`Almost done`}
      </h2>
      <p role="status">
        <Trans>
          Check your e-mail: we sent a link to {email}. Your job goes live once you confirm it.
        </Trans>
      </p>
      <div>
        <Button variant="outline" onClick={onAnother}>
          {t`Post another job`}
        </Button>
      </div>
    </section>
  );
}
