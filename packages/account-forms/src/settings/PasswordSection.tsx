import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessages, ApiRequestError, type AuthUser, apiRouteKey } from '@quoteway/api-client';
import { Button, TextField, TextLink } from '@quoteway/ui';
import { checkPassword } from '@quoteway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAccountServices } from '../services';
import { SettingsLink } from './SettingsLink';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { PasswordRules } from './PasswordRules';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * Change the password: the current one, then the new one twice, its rules shown as it is
 * typed. Every other device is signed out. An account that signs in with a social provider
 * only sets its first password at /set-password.
 */
export function PasswordSection({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const feedback = useFormFeedback(fields);
  const { bindStatus } = feedback;

  const change = useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) =>
      api.changePassword({ body }),
    onSuccess: () => {
      setCurrentPassword('');
      setPassword('');
      setConfirm('');
      feedback.succeeded(
        t`Your password has been changed. Your other devices have been signed out.`,
      );
      // The server ended every other session: the device list below must say so now.
      void queryClient.invalidateQueries({ queryKey: apiRouteKey('accountSessions') });
    },
    onError: (error) => {
      if (
        error instanceof ApiRequestError &&
        error.messageId === accountMessages.invalidCredentials
      ) {
        feedback.report({ errors: { currentPassword: error.message } });
        return;
      }
      feedback.failed(error);
    },
  });

  if (!user.hasPassword) {
    return (
      <SettingsSection title={t`Password`}>
        <p className={css.text}>
          <Trans>
            You sign in with a social account.{' '}
            <TextLink as={SettingsLink} href="/set-password">
              Set a password
            </TextLink>{' '}
            to sign in with your e-mail address too.
          </Trans>
        </p>
      </SettingsSection>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      currentPassword: currentPassword === '' ? t`Enter your current password.` : undefined,
      password:
        password === ''
          ? t`Choose a new password.`
          : checkPassword(password, user.email).length > 0
            ? t`The new password does not meet the rules below it.`
            : undefined,
      confirmPassword:
        confirm === ''
          ? t`Type the new password again.`
          : confirm !== password
            ? t`The passwords do not match`
            : undefined,
    };
    if (Object.values(errors).some(Boolean)) {
      feedback.report({ errors });
      return;
    }
    change.mutate({ currentPassword, password });
  };

  return (
    <SettingsSection title={t`Password`}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t`Change password`}>
        <TextField
          ref={feedback.bindField('currentPassword')}
          label={t`Current password`}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            if (feedback.errors.currentPassword) {
              feedback.setFieldError('currentPassword', undefined);
            }
          }}
          error={feedback.errors.currentPassword}
        />
        <TextField
          ref={feedback.bindField('password')}
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            const next = event.target.value;
            setPassword(next);
            if (feedback.errors.password && checkPassword(next, user.email).length === 0) {
              feedback.setFieldError('password', undefined);
            }
          }}
          error={feedback.errors.password}
        />
        <PasswordRules id={rulesId} password={password} email={user.email} />
        <TextField
          ref={feedback.bindField('confirmPassword')}
          label={t`Confirm new password`}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            if (feedback.errors.confirmPassword) {
              feedback.setFieldError('confirmPassword', undefined);
            }
          }}
          error={feedback.errors.confirmPassword}
        />
        <div className={css.actions}>
          <Button type="submit" loading={change.isPending}>
            {t`Change password`}
          </Button>
        </div>
        <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
      </form>
    </SettingsSection>
  );
}
