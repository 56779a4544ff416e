import { createECDH } from 'node:crypto';
import { lazyImport } from '../../lazy';

// Web Push (RFC 8030) with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291).
// The `web-push` library makes the request (the JWT, the encrypted body, the headers); it is
// loaded on the first push, since a process whose businesses turned no alerts on never needs
// it. The request itself goes out with fetch, so a push service's answer is read the same way
// over https and over http to a local endpoint (development and tests).

const loadWebPush = lazyImport(async () => (await import('web-push')).default);

/** A VAPID key pair, base64url: the uncompressed P-256 public point and the 32-byte secret. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A new VAPID key pair (what `web-push generate-vapid-keys` makes), without loading web-push. */
export function newVapidKeyPair(): VapidKeyPair {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  // The secret is a number: a leading zero byte is dropped, but VAPID wants all 32 bytes.
  const padded = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: padded.toString('base64url'),
  };
}

/** One browser's subscription (`PushSubscription.toJSON()`). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  vapid: VapidKeyPair & { subject: string };
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Give up on a push service that does not answer by then (the outbox retries). */
  timeoutMs: number;
}

/**
 * Send one encrypted message. `gone`: the push service no longer knows the subscription (404
 * or 410), so it should be forgotten. Any other refusal throws, for the caller to retry.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
): Promise<'sent' | 'gone'> {
  const webPush = await loadWebPush();
  const request = webPush.generateRequestDetails(target, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // The body is of no use to us; reading it lets the connection be reused.
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`the push service answered ${response.status}`);
  return 'sent';
}
