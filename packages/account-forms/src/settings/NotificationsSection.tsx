import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery, apiQueryKey } from '@quoteway/api-client';
import type { NotificationTopic } from '@quoteway/domain';
import { Button, Checkbox, Spinner } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

type Preferences = ApiOutput<'notificationPreferences'>['preferences'];

/** Each topic's name in the settings, in the interface's language. */
function useTopicLabels(): Record<NotificationTopic, string> {
  const { t } = useLingui();
  return {
    'new-lead': t`New leads that match my trades`,
    'quote-received': t`Quotes on my jobs`,
    'quote-opened': t`A customer opened my quote`,
    hired: t`A customer hired me`,
    'job-completed': t`A customer marked a job complete`,
    'hire-cancelled': t`A customer cancelled a job you were hired for`,
    'review-received': t`New reviews of my business`,
    'review-replied': t`Replies to my reviews`,
    'credits-returned': t`Credits returned to my account`,
    'credits-expiring': t`Credits about to expire`,
    'purchase-receipt': t`Receipts for my purchases`,
    'purchase-refunded': t`Refunds of my purchases`,
    'business-verification-decided': t`Checks of my business number by Quoteway staff`,
    'lead-report-decided': t`Decisions on leads I reported`,
    'review-report-decided': t`Decisions on reported reviews and replies`,
    'auto-quote-sent': t`Quotes sent automatically for me`,
    'credits-adjusted': t`Credit adjustments by Quoteway support`,
    'auto-top-up-off': t`Auto top-up switched off`,
    'unread-messages': t`Chat messages I have not read`,
  };
}

/** What reaches the person by e-mail (and, for some topics, by text): one row per topic. */
export function NotificationsSection() {
  const { t } = useLingui();
  const { api } = useAccountServices();
  const query = useQuery(apiQuery(api, 'notificationPreferences'));
  return (
    <SettingsSection title={t`Notifications`}>
      {query.data ? (
        <PreferencesForm answer={query.data} />
      ) : query.error ? (
        <p className={css.text} role="alert">
          <Trans>Your notification choices could not be loaded. Try again later.</Trans>
        </p>
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </SettingsSection>
  );
}

function PreferencesForm({ answer }: { answer: ApiOutput<'notificationPreferences'> }) {
  const { t } = useLingui();
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  const labels = useTopicLabels();
  const [choices, setChoices] = useState<Preferences>(answer.preferences);
  const feedback = useFormFeedback(['preferences'] as const);
  const { bindStatus } = feedback;
  const texted = new Set<string>(answer.smsTopics);

  const save = useMutation({
    mutationFn: (preferences: Preferences) =>
      api.updateNotificationPreferences({ body: { preferences } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQueryKey('notificationPreferences'), saved);
      setChoices(saved.preferences);
      feedback.succeeded(t`Your notification choices have been saved.`);
    },
    onError: (error) => feedback.failed(error),
  });

  const set = (topic: NotificationTopic, channel: 'email' | 'sms', on: boolean) =>
    setChoices((current) => ({ ...current, [topic]: { ...current[topic], [channel]: on } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only the topics shown: the server keeps the others as they are.
    const shown = Object.fromEntries(answer.topics.map((topic) => [topic, choices[topic]]));
    save.mutate(shown as Preferences);
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`Notifications`}>
      <p className={css.muted}>
        <Trans>Choose what we tell you about, and how.</Trans>
      </p>
      {answer.topics.map((topic) => (
        <fieldset key={topic} className={css.topic}>
          <legend className={css.topicName}>{labels[topic]}</legend>
          <div className={css.channels}>
            <Checkbox
              label={t`E-mail`}
              name={`${topic}-email`}
              checked={choices[topic]?.email ?? false}
              onChange={(on) => set(topic, 'email', on)}
            />
            {texted.has(topic) && (
              <Checkbox
                label={t`Text message`}
                name={`${topic}-sms`}
                checked={choices[topic]?.sms ?? false}
                onChange={(on) => set(topic, 'sms', on)}
              />
            )}
          </div>
        </fieldset>
      ))}
      <div className={css.actions}>
        <Button type="submit" loading={save.isPending}>
          {t`Save notification choices`}
        </Button>
      </div>
      <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
    </form>
  );
}
