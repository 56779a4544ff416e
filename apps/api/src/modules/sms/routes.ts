import type { DevText } from '../../infra/sms';
import type { RouteHandlers } from '../../plugins/app/routeTable';

/** GET /dev/sms: the latest texts (embedded mode; the caller mounts it only outside production). */
export function devSmsHandlers(outbox: {
  latest(options: { to?: string; limit: number }): Promise<DevText[]>;
}): Pick<RouteHandlers, 'devSms'> {
  return {
    devSms: async ({ query }) => ({ messages: await outbox.latest({ to: query.to, limit: 50 }) }),
  };
}
