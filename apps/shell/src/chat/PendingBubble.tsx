import { useLingui } from '@lingui/react/macro';
import { Button } from '@quoteway/ui';
import * as css from './chat.css';
import { retryMessage } from './chatQueries';
import { type PendingMessage, usePending } from './pendingStore';

/** A message of mine on its way: 'sending…', or 'Not sent' with Retry and Discard. */
export function PendingBubble({ pending }: { pending: PendingMessage }) {
  const { t } = useLingui();
  const failed = pending.status === 'failed';
  return (
    <div className={css.messageRow.sent} aria-busy={!failed}>
      <div className={css.bubble.sent}>
        {pending.file && <span className={css.text}>{pending.file.name}</span>}
        {pending.text !== '' && (
          <p className={css.text} dir="auto">
            {pending.text}
          </p>
        )}
      </div>
      <div className={css.meta}>
        {failed ? (
          <>
            <span className={css.failed}>{t`Not sent`}</span>
            <Button size="sm" variant="text" onClick={() => retryMessage(pending.tempId)}>
              {t`Retry`}
            </Button>
            <Button
              size="sm"
              variant="text"
              onClick={() => usePending.getState().removed(pending.tempId)}
            >
              {t`Discard`}
            </Button>
          </>
        ) : (
          <span>{t`sending…`}</span>
        )}
      </div>
    </div>
  );
}
