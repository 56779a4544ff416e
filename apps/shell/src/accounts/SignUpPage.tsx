import { useLingui } from '@lingui/react/macro';
import { Button, Card } from '@quoteway/ui';
import {
  EmailField,
  NameField,
  FormStatus,
  formStyles as css,
  useFormFeedback,
} from '@quoteway/account-forms/fields';
import { type DeactivatedAccount } from '@quoteway/account-forms/signIn';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { PasswordFields, usePasswordPair } from './PasswordFields';
import { ReactivateDialog } from './ReactivateDialog';
import { ConsentField } from './ConsentField';
import { RegistrationSent, SignInInstead } from './RegistrationSent';
import {
  clearWhenFilled,
  useConsentError,
  useHomeAfterReactivation,
  useRegistrationOutcome,
} from './registration';
import { SocialButtons } from './SocialButtons';

const fields = ['userName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

/** /signup: a customer account (status PENDING until the e-mailed link is opened). */
export function SignUpPage() {
  const { t } = useLingui();
  const feedback = useFormFeedback(fields);
  const { bindField, bindStatus } = feedback;
  const homeAfterReactivation = useHomeAfterReactivation();
  const [userName, setUserName] = useState('');
  const [email, setEmail] = useState('');
  const passwords = usePasswordPair(feedback);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const consentError = useConsentError();
  const [deleted, setDeleted] = useState<DeactivatedAccount | null>(null);
  const outcome = useRegistrationOutcome(feedback, setDeleted);
  const register = useMutation({
    mutationFn: (body: Parameters<typeof api.register>[0]['body']) => api.register({ body }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      userName: userName.trim() === '' ? t`Enter your name` : undefined,
      email: email.trim() === '' ? t`Enter your e-mail address` : undefined,
      ...passwords.check(email),
      acceptTerms: consentError(acceptTerms),
    };
    if (Object.values(errors).some(Boolean)) {
      feedback.report({ errors });
      return;
    }
    await outcome.register({ userName, email, passwords }, (account) =>
      register.mutateAsync({ userType: 'Customer User', ...account }),
    );
  };

  return (
    <SimplePage title={t`Create your account`}>
      {outcome.sentTo !== null ? (
        <RegistrationSent email={outcome.sentTo} />
      ) : (
        <Card padding="lg">
          <form
            className={css.form}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={t`Create your account`}
          >
            <FormStatus ref={bindStatus} status={feedback.status} />
            <NameField
              bind={bindField('userName')}
              value={userName}
              onChange={(next) => {
                setUserName(next);
                clearWhenFilled(feedback, 'userName', next);
              }}
              error={feedback.errors.userName}
            />
            <EmailField
              bind={bindField('email')}
              value={email}
              onChange={(next) => {
                setEmail(next);
                clearWhenFilled(feedback, 'email', next);
              }}
              error={feedback.errors.email}
            />
            <PasswordFields pair={passwords} feedback={feedback} email={email} />
            <ConsentField
              checked={acceptTerms}
              onChange={(checked) => {
                setAcceptTerms(checked);
                if (checked) feedback.setFieldError('acceptTerms', undefined);
              }}
              error={feedback.errors.acceptTerms}
              bind={bindField('acceptTerms')}
            />
            <Button type="submit" loading={register.isPending} fullWidth>
              {t`Create account`}
            </Button>
            <SignInInstead />
          </form>
          <SocialButtons />
        </Card>
      )}
      <ReactivateDialog
        account={deleted}
        onClose={() => setDeleted(null)}
        onReactivated={homeAfterReactivation}
      />
    </SimplePage>
  );
}
