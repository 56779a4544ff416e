import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';
import { useState } from 'react';

type PasswordField = 'password' | 'confirmPassword';

/** The part of a form's feedback the password pair uses (see useFormFeedback). */
interface PasswordFeedback {
  errors: Partial<Record<PasswordField, string>>;
  bindField(name: PasswordField): (element: HTMLElement | null) => void;
  setFieldError(name: PasswordField, message: string | undefined): void;
}

/** A new password typed twice. */
export function usePasswordPair(feedback: PasswordFeedback) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = t`The passwords do not match`;
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    /** Errors to show on submit. The password policy is the server's (body.password). */
    check(): Partial<Record<PasswordField, string>> {
      return {
        password: password === '' ? t`Choose a password` : undefined,
        confirmPassword:
          confirm === '' ? t`Type the password again` : confirm !== password ? mismatch : undefined,
      };
    },
    /** As the user leaves the confirmation: say at once when the two differ. */
    checkConfirm() {
      feedback.setFieldError(
        'confirmPassword',
        confirm !== '' && confirm !== password ? mismatch : undefined,
      );
    },
    reset() {
      setPassword('');
      setConfirm('');
    },
  };
}

/** Password and Confirm Password, with their errors under each. */
export function PasswordFields({
  pair,
  feedback,
  label,
}: {
  pair: ReturnType<typeof usePasswordPair>;
  feedback: PasswordFeedback;
  /** The first field's label; 'Password' unless told. */
  label?: string;
}) {
  const { t } = useLingui();
  const { bindField } = feedback;
  return (
    <>
      <TextField
        ref={bindField('password')}
        label={label ?? t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={pair.password}
        onChange={(event) => {
          pair.setPassword(event.target.value);
          if (feedback.errors.password) feedback.setFieldError('password', undefined);
        }}
        error={feedback.errors.password}
      />
      <TextField
        ref={bindField('confirmPassword')}
        label={t`Confirm Password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={pair.confirm}
        onChange={(event) => pair.setConfirm(event.target.value)}
        onBlur={pair.checkConfirm}
        error={feedback.errors.confirmPassword}
      />
    </>
  );
}
