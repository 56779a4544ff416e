import type { NotificationPreferencesResponse } from '@quoteway/contracts';
import {
  businessTopics,
  customerTopics,
  type NotificationTopic,
  readNotificationPreferences,
  smsTopics,
  type TopicPreference,
} from '@quoteway/domain';
import { FieldRejected, NotFoundError } from '../../errors';
import { queueAccountNotice, type UserRow } from '../auth';
import type { AccountSettingsDeps } from './accountSettingsDeps';

/** Which notifications the person gets, by topic, by e-mail and text. */
export function notificationChoiceService({ db, clock, settings }: AccountSettingsDeps) {
  function topicsOf(user: UserRow): NotificationTopic[] {
    if (user.userType !== 'Business User') return [...customerTopics];
    // A business also posts jobs in customer view, so it hears about those too.
    const topics: NotificationTopic[] = [...businessTopics];
    for (const topic of customerTopics) if (!topics.includes(topic)) topics.push(topic);
    return topics;
  }

  function preferencesOf(user: UserRow): NotificationPreferencesResponse {
    return {
      preferences: readNotificationPreferences(user.notificationPreferences),
      topics: topicsOf(user),
      smsTopics: [...smsTopics],
    };
  }

  return {
    notificationPreferences(user: UserRow): NotificationPreferencesResponse {
      return preferencesOf(user);
    },

    /** Merge the given topics' choices into the stored ones; texts only for `smsTopics`. */
    async updateNotificationPreferences(
      user: UserRow,
      given: Partial<Record<NotificationTopic, TopicPreference>>,
      origin: string,
    ): Promise<NotificationPreferencesResponse> {
      for (const [topic, choice] of Object.entries(given)) {
        if (choice?.sms !== undefined && !(smsTopics as readonly string[]).includes(topic)) {
          throw new FieldRejected(
            `body.preferences.${topic}.sms`,
            /*i18n*/ 'Only new leads can be sent by text message.',
          );
        }
      }
      const updated = await db.transaction(async (tx) => {
        const locked = await settings.lockUser(user.id, tx);
        if (!locked) throw new NotFoundError();
        const stored = { ...locked.notificationPreferences };
        for (const [topic, choice] of Object.entries(given) as Array<
          [NotificationTopic, TopicPreference]
        >) {
          stored[topic] = { ...stored[topic], ...choice };
        }
        const row = await settings.setNotificationPreferences(user.id, stored, tx);
        await queueAccountNotice(tx, row, {
          change: /*i18n*/ 'Your notification settings were changed.',
          origin,
          now: clock.now(),
        });
        return row;
      });
      return preferencesOf(updated);
    },
  };
}
