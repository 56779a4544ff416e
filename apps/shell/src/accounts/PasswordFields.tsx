import { useLingui } from '@lingui/react/macro';
import { PasswordRules } from '@quoteway/account-forms/settings';
import { TextField } from '@quoteway/ui';
import { checkPassword, type PasswordRuleCode } from '@quoteway/validation';
import { type FormEvent, useState } from 'react';

type PasswordField = 'password' | 'confirmPassword';

/** The part of a form's feedback the password pair uses (see useFormFeedback). */
interface PasswordFeedback {
  errors: Partial<Record<PasswordField, string>>;
  bindField(name: PasswordField): (element: HTMLElement | null) => void;
  setFieldError(name: PasswordField, message: string | undefined): void;
  report(update: { errors: Partial<Record<PasswordField, string>> }): void;
}

/** A new password typed twice. */
export function usePasswordPair(feedback: PasswordFeedback) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = t`The passwords do not match`;
  /**
   * Errors to show on submit: the same password policy the server enforces (so the
   * visitor learns it before sending), then the confirmation.
   */
  const check = (email = ''): Partial<Record<PasswordField, string>> => {
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
  };
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    check,
    /**
     * The submit of a form that only asks for the new password: the pair is checked (its
     * mistakes shown under the fields), then `send` gets the password.
     */
    submitWith(send: (password: string) => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        const errors = check();
        if (errors.password || errors.confirmPassword) {
          feedback.report({ errors });
          return;
        }
        send(password);
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

/**
 * Password and Confirm Password, with their errors under each and the password rules, met or
 * not, as the password is typed. An error goes as soon as its field is fixed.
 */
export function PasswordFields({
  pair,
  feedback,
  label,
  email = '',
}: {
  pair: ReturnType<typeof usePasswordPair>;
  feedback: PasswordFeedback;
  /** The first field's label; 'Password' unless told. */
  label?: string;
  /** The e-mail address typed so far (the password must not be it). */
  email?: string;
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
          const next = event.target.value;
          pair.setPassword(next);
          if (feedback.errors.password && next !== '' && checkPassword(next, email).length === 0) {
            feedback.setFieldError('password', undefined);
          }
          if (feedback.errors.confirmPassword && pair.confirm === next) {
            feedback.setFieldError('confirmPassword', undefined);
          }
        }}
        error={feedback.errors.password}
      />
      <PasswordRules password={pair.password} email={email} />
      <TextField
        ref={bindField('confirmPassword')}
        label={t`Confirm Password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={pair.confirm}
        onChange={(event) => {
          const next = event.target.value;
          pair.setConfirm(next);
          if (feedback.errors.confirmPassword && next === pair.password) {
            feedback.setFieldError('confirmPassword', undefined);
          }
        }}
        onBlur={pair.checkConfirm}
        error={feedback.errors.confirmPassword}
      />
    </>
  );
}
