import { useLingui } from '@lingui/react/macro';
import type { AuthUser } from '@quoteway/api-client';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@quoteway/domain';
import { Button, TextField } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

const fields = ['userName'] as const;

/** The person's name (the name businesses and customers see). */
export function NameSection({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { api, onUserChange } = useAccountServices();
  const [name, setName] = useState(user.userName);
  const feedback = useFormFeedback(fields);
  const { bindStatus } = feedback;

  const save = useMutation({
    mutationFn: (value: string) => api.updateUserField({ body: { field: 'userName', value } }),
    onSuccess: ({ user: updated }) => {
      onUserChange(updated);
      setName(updated.userName);
      feedback.succeeded(t`Your name has been saved.`);
    },
    // The server names the field `value` (the body is {field, value}).
    onError: (error) => feedback.failed(error, { value: 'userName' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const length = Array.from(trimmed).length;
    if (length < USER_NAME_MIN_LENGTH || length > USER_NAME_MAX_LENGTH) {
      feedback.report({
        errors: {
          userName: t`Enter your name (${USER_NAME_MIN_LENGTH} to ${USER_NAME_MAX_LENGTH} characters).`,
        },
      });
      return;
    }
    save.mutate(trimmed);
  };

  return (
    <SettingsSection title={t`Name`}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t`Name`}>
        <TextField
          ref={feedback.bindField('userName')}
          label={t`Your name`}
          name="userName"
          autoComplete="name"
          required
          maxLength={USER_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (feedback.errors.userName) feedback.setFieldError('userName', undefined);
          }}
          error={feedback.errors.userName}
        />
        <div className={css.actions}>
          <Button type="submit" loading={save.isPending}>
            {t`Save name`}
          </Button>
        </div>
        <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
      </form>
    </SettingsSection>
  );
}
