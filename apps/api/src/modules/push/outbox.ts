import type { OutboxHandlers } from '../../infra/outbox';
import type { PushService } from './service';

/** Outbox: a new lead's Web Push to each device of the business (lead alerts on the phone). */
export function pushOutboxHandlers(
  push: PushService,
): Pick<OutboxHandlers, 'lead-push' | 'push-send'> {
  return {
    'lead-push': async (lead) => void (await push.queueLeadPushes(lead)),
    'push-send': async (lead) => void (await push.sendLeadPush(lead)),
  };
}
