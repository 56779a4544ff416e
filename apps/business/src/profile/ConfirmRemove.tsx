import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@quoteway/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import * as css from './profile.css';

interface ConfirmRemoveProps {
  /** The first button's text ("Remove logo"). */
  label: string;
  /** Its accessible name when the text alone is ambiguous ("Remove photo: Deck"). */
  accessibleLabel?: string;
  /** What is asked before removing ("Remove your logo?"). */
  question: string;
  /** The confirming button's text ("Yes, remove it"). */
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}

/**
 * A remove button that asks first, in place: no dialog to lose one's way in on a phone.
 * Focus goes to the confirming button when asked, and back to the remove button on cancel.
 */
export function ConfirmRemove({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  onConfirm,
  pending,
}: ConfirmRemoveProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [moved, setMoved] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (!moved) return;
    (asking ? confirmButton : removeButton).current?.focus();
  }, [asking, moved]);

  const ask = (next: boolean) => {
    setAsking(next);
    setMoved(true);
  };

  if (!asking) {
    return (
      <Button ref={removeButton} variant="text" color="error" onClick={() => ask(true)}>
        {accessibleLabel ? (
          <>
            <span aria-hidden="true">{label}</span>
            <VisuallyHidden>{accessibleLabel}</VisuallyHidden>
          </>
        ) : (
          label
        )}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={question} className={css.confirmBox}>
      <p className={css.confirmQuestion}>{question}</p>
      <div className={css.confirmActions}>
        <Button ref={confirmButton} color="error" size="sm" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="text" size="sm" disabled={pending} onClick={() => ask(false)}>
          {t`Cancel`}
        </Button>
      </div>
    </div>
  );
}
