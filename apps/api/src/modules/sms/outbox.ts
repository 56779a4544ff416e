import type { OutboxHandlers } from '../../infra/outbox';
import type { SmsGateway } from '../../infra/sms';

/** Outbox: send an `sms` message through the gateway. */
export function smsOutboxHandlers(sms: SmsGateway): Pick<OutboxHandlers, 'sms'> {
  return { sms: (p) => sms.send(p) };
}
