import type { OutboxHandlers } from '../outbox';
import type { SmsGateway } from './gateway';

/** Outbox: send an `sms` message through the gateway. */
export function smsOutboxHandlers(sms: SmsGateway): Pick<OutboxHandlers, 'sms'> {
  return { sms: (p) => sms.send(p) };
}
