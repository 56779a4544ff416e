import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { PushService } from './service';

type PushHandlers = Pick<
  RouteHandlers,
  'pushPublicKey' | 'pushDevices' | 'addPushDevice' | 'removePushDevice'
>;

/** Lead alerts on this device: the public key, the devices, adding and removing one. */
export function pushHandlers({ push }: { push: PushService }): PushHandlers {
  return {
    pushPublicKey: async ({ account }) => push.publicKey(account),
    pushDevices: async ({ account, locale }) => push.devices(account, locale),
    addPushDevice: async ({ account, body, request, locale }) =>
      push.addDevice(account, body, request.headers['user-agent'], locale),
    removePushDevice: async ({ account, params, locale }) =>
      push.removeDevice(account, params.id, locale),
  };
}
