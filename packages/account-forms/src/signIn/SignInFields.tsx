import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';
import { EmailField } from '../fields/EmailField';
import { FormStatus, type FormStatusValue } from '../fields/FormStatus';
import type { SignIn } from './useSignIn';

interface SignInFieldsProps {
  /** The form's state, from `useSignIn`. */
  form: SignIn;
  /** What the status line says before any submit (the shell's arrival notices). */
  notice?: FormStatusValue | null;
}

/** The sign-in form's status line, e-mail address and password. */
export function SignInFields({ form, notice = null }: SignInFieldsProps) {
  const { t } = useLingui();
  const { feedback } = form;
  return (
    <>
      <FormStatus ref={feedback.bindStatus} status={feedback.status ?? notice} />
      <EmailField
        bind={feedback.bindField('email')}
        autoComplete="username"
        value={form.email}
        onChange={form.setEmail}
        error={feedback.errors.email}
      />
      <TextField
        ref={feedback.bindField('password')}
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
        error={feedback.errors.password}
      />
    </>
  );
}
