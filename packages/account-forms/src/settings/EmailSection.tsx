import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessages, ApiRequestError, type AuthUser } from '@quoteway/api-client';
import { Button, Ltr, TextField } from '@quoteway/ui';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@quoteway/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { FormStatus } from '../fields/FormStatus';
import { FormToggle, SettingsSection } from './SettingsSection';

const fields = ['email', 'password'] as const;

/**
 * The e-mail address: the current one, the one waiting for its link, and "Change e-mail"
 * (the new address and, when the account has one, the current password). The change
 * happens when the link sent to the new address is opened.
 */
export function EmailSection({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { api, refreshUser } = useAccountServices();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const feedback = useFormFeedback(fields);
  const { bindStatus } = feedback;
  const pending = sentTo ?? user.pendingEmail ?? null;

  const change = useMutation({
    mutationFn: (body: { email: string; password?: string }) => api.changeEmail({ body }),
    onSuccess: (_answer, body) => {
      setSentTo(body.email);
      setOpen(false);
      setEmail('');
      setPassword('');
      feedback.succeeded(t`We sent a link to ${body.email}. Open it to finish the change.`);
      // The user now carries the address waiting for its link.
      refreshUser?.();
    },
    onError: (error) => {
      // A wrong current password is the password field's error.
      if (
        error instanceof ApiRequestError &&
        error.messageId === accountMessages.invalidCredentials
      ) {
        feedback.report({ errors: { password: error.message } });
        return;
      }
      feedback.failed(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim();
    const errors = {
      email:
        next === ''
          ? t`Enter your new e-mail address.`
          : !isValidEmail(next)
            ? t`Enter a valid e-mail address, like name@example.com.`
            : next.toLowerCase() === user.email.toLowerCase()
              ? t`This is already your e-mail address.`
              : undefined,
      password: user.hasPassword && password === '' ? t`Enter your current password.` : undefined,
    };
    if (errors.email || errors.password) {
      feedback.report({ errors });
      return;
    }
    change.mutate(user.hasPassword ? { email: next, password } : { email: next });
  };

  return (
    <SettingsSection title={t`E-mail`}>
      <p className={css.text}>
        <Trans>
          Your e-mail address: <Ltr>{user.email}</Ltr>
        </Trans>
      </p>
      {pending && (
        <p className={css.muted}>
          <Trans>
            Waiting for you to open the link we sent to <Ltr>{pending}</Ltr>.
          </Trans>
        </p>
      )}
      <FormToggle open={open} onOpenChange={setOpen} formId={formId} feedback={feedback}>
        {t`Change e-mail`}
      </FormToggle>
      {open && (
        <form
          id={formId}
          className={css.form}
          onSubmit={submit}
          noValidate
          aria-label={t`Change e-mail`}
        >
          <TextField
            ref={feedback.bindField('email')}
            label={t`New e-mail address`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (feedback.errors.email) feedback.setFieldError('email', undefined);
            }}
            error={feedback.errors.email}
          />
          {user.hasPassword && (
            <TextField
              ref={feedback.bindField('password')}
              label={t`Current password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (feedback.errors.password) feedback.setFieldError('password', undefined);
              }}
              error={feedback.errors.password}
            />
          )}
          <div className={css.actions}>
            <Button type="submit" loading={change.isPending}>
              {t`Send the link`}
            </Button>
          </div>
        </form>
      )}
      <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
    </SettingsSection>
  );
}
