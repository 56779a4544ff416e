import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';
import { checkPassword, type PasswordRuleCode } from '@quoteway/validation';
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
    /**
     * Errors to show on submit: the same password policy the server enforces (so the
     * visitor learns it before sending), then the confirmation.
     */
    check(email = ''): Partial<Record<PasswordField, string>> {
      const rules: Record<PasswordRuleCode, string> = {
        'too-short': t`Use at least 8 characters`,
        'too-long': t`Use at most 128 characters`,
        'too-common': t`This password is too common: choose one that is harder to guess`,
        'matches-email': t`Do not use your e-mail address as the password`,
      };
      const broken = password === '' ? [] : checkPassword(password, email);
      return {
        password:
          password === ''
            ? t`Choose a password`
            : broken.length > 0
              ? broken.map((code) => rules[code]).join(' ')
              : undefined,
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
