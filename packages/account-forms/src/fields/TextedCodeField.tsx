import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long before 'Resend code' is offered (a text can take a little while to arrive). */
const RESEND_CODE_WAIT_MS = 30_000;

/**
 * A texted code's wait and focus (the job wizard's contact step, the mobile number in the
 * account settings): whether a new code may be asked for yet (half a minute after each code
 * sent, `pendingId` being the code's verification), and the code's input, which takes focus
 * each time `codeSent` is called.
 */
export function useTextedCode(pendingId: string | null) {
  // The code whose wait is over (a new code starts a new wait).
  const [resendReadyFor, setResendReadyFor] = useState<string | null>(null);
  const [focusCode, setFocusCode] = useState(0);
  const codeInputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(() => setResendReadyFor(pendingId), RESEND_CODE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pendingId]);

  // In the commit that shows the code's field.
  useLayoutEffect(() => {
    if (focusCode > 0) codeInputRef.current?.focus();
  }, [focusCode]);

  return {
    resendReady: pendingId !== null && resendReadyFor === pendingId,
    codeInputRef,
    /** A code went out: its field takes focus once it is shown. */
    codeSent: () => setFocusCode((n) => n + 1),
  };
}

interface TextedCodeFieldProps {
  value: string;
  onChange(code: string): void;
  error?: string;
  /** Ref callback for the input (focus goes there when a code is sent, and on an error). */
  bind(element: HTMLInputElement | null): void;
  /** Left to right whatever the page's direction (the account settings' fields). */
  dir?: 'ltr';
}

/** The 6 digits of a texted code (the phone offers the code from the message). */
export function TextedCodeField({ value, onChange, error, bind, dir }: TextedCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      ref={bind}
      label={t`6-digit code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      dir={dir}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
