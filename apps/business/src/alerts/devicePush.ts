import { registerConsoleWorker, serviceWorkerSupported } from './serviceWorker';

/** The person refused notifications (now or before): the browser will not ask again. */
export class NotificationsBlocked extends Error {
  constructor() {
    super('notifications blocked');
  }
}

/** A browser's push subscription as the server takes it (`PushSubscription.toJSON()`). */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** This browser's side of lead alerts: its push subscription. */
export interface DevicePush {
  /** Whether this browser can get Web Push at all. */
  supported: boolean;
  /** The endpoint of this browser's subscription, or null when it has none. */
  currentEndpoint(): Promise<string | null>;
  /**
   * Ask for permission to notify (rejects with NotificationsBlocked). Called first, in the
   * click itself: some browsers ask only from a user's gesture.
   */
  permit(): Promise<void>;
  /** Subscribe with the server's key (base64url), once permitted. */
  subscribe(publicKey: string): Promise<SubscriptionJson>;
  /** Drop this browser's subscription (after its device was removed). */
  unsubscribe(): Promise<void>;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

async function registration() {
  const ready = registerConsoleWorker();
  if (!ready) throw new Error('no service worker here');
  return ready;
}

/** The real browser: the service worker's PushManager and the Notification permission. */
export const browserPush: DevicePush = {
  supported:
    serviceWorkerSupported() &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window,

  async currentEndpoint() {
    const subscription = await (await registration()).pushManager.getSubscription();
    return subscription?.endpoint ?? null;
  },

  async permit() {
    if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsBlocked();
  },

  async subscribe(publicKey) {
    const { pushManager } = await registration();
    const key = keyBytes(publicKey);
    const existing = await pushManager.getSubscription();
    // A subscription made with another server key cannot be reused (a key was rotated).
    if (existing && !sameKey(existing.options.applicationServerKey, key)) {
      await existing.unsubscribe();
    }
    const subscription =
      existing && sameKey(existing.options.applicationServerKey, key)
        ? existing
        : await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscription.toJSON() as SubscriptionJson;
  },

  async unsubscribe() {
    const subscription = await (await registration()).pushManager.getSubscription();
    await subscription?.unsubscribe();
  },
};
