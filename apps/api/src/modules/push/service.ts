import type { LeadPushPayload, PushDevice, PushSubscriptionBody } from '@quoteway/contracts';
import { isLocale, type Locale, translator } from '@quoteway/i18n/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { FieldRejected, NotFoundError } from '../../errors';
import type { Clock } from '../../infra/clock';
import { enqueue } from '../../infra/outbox';
import { newVapidKeyPair, sendWebPush, type VapidKeyPair } from '../../infra/push';
import { describeDevice } from '../account';
import { requireBusiness, type UserRow } from '../auth';
import { notificationLinks } from '../notifications';
import { type PushDeviceRow, pushRepository } from './repository';

/** A lead is worth a little while only: one still undelivered after a day is old news. */
const LEAD_PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** Hosts a development push endpoint may use over plain http (a local test server). */
const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A host name that is a public DNS name: no IP literal, no local or internal name. */
function publicHost(hostname: string): boolean {
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return false;
  return hostname.includes('.') && !/(?:^|\.)(?:localhost|local|internal|lan)$/i.test(hostname);
}

export interface PushServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<
    Config,
    'NODE_ENV' | 'PUBLIC_URL' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'
  >;
  wakeOutbox(): void;
}

/** Lead alerts by Web Push: the devices a business turned them on for, and sending them. */
export function pushService({ db, clock, config, wakeOutbox }: PushServiceDeps) {
  const repository = pushRepository(db);

  // The configured pair, else the one generated once and kept in the database.
  let keys: Promise<VapidKeyPair> | undefined;
  function vapidKeys(): Promise<VapidKeyPair> {
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
      return Promise.resolve({
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
      });
    }
    keys ??= repository
      .vapidKeys({ ...newVapidKeyPair(), createdAt: clock.now() })
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
    return keys;
  }

  // Push services may write to this address about our messages (RFC 8292, section 2.1).
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:support@quoteway.nz');

  function present(row: PushDeviceRow, locale: Locale): PushDevice {
    return {
      id: row.id,
      device: describeDevice(row.userAgent, translator(locale)),
      endpoint: row.endpoint,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  async function devices(account: UserRow, locale: Locale) {
    requireBusiness(account);
    const rows = await repository.devices(account.id);
    return { devices: rows.map((row) => present(row, locale)) };
  }

  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    // The server posts to this address: in production only a push service's public name,
    // never an address inside the network it runs in.
    if (config.NODE_ENV === 'production' && !publicHost(url.hostname)) {
      throw new FieldRejected('body.endpoint', /*i18n*/ 'must be the address of a push service');
    }
    if (url.protocol === 'https:') return;
    // Plain http carries the alert unprotected by TLS: only a local endpoint, and never in
    // production.
    if (config.NODE_ENV === 'production' || !localHosts.has(url.hostname)) {
      throw new FieldRejected('body.endpoint', /*i18n*/ 'must be an https address');
    }
  }

  return {
    async publicKey(account: UserRow) {
      requireBusiness(account);
      return { publicKey: (await vapidKeys()).publicKey };
    },

    devices,

    async addDevice(
      account: UserRow,
      body: PushSubscriptionBody,
      userAgent: string | undefined,
      locale: Locale,
    ) {
      requireBusiness(account);
      checkEndpoint(body.endpoint);
      await repository.upsert({
        userId: account.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: clock.now(),
      });
      return devices(account, locale);
    },

    /** Remove one of the account's own devices; anyone else's is as if it did not exist. */
    async removeDevice(account: UserRow, id: string, locale: Locale) {
      requireBusiness(account);
      const removed = await repository.removeOwn(account.id, id);
      if (!removed) throw new NotFoundError(/*i18n*/ 'This device does not get lead alerts.');
      return devices(account, locale);
    },

    /** Outbox `lead-push`: one `push-send` per device of the business, each retried alone. */
    async queueLeadPushes(lead: {
      userId: string;
      jobId: string;
      trade: string;
      place: string;
      credits: number;
    }): Promise<number> {
      const rows = await repository.devices(lead.userId);
      if (rows.length === 0) return 0;
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const { userId: _owner, ...what } = lead;
          await enqueue(tx, 'push-send', { deviceId: row.id, ...what }, now);
        }
      });
      wakeOutbox();
      return rows.length;
    },

    /**
     * Outbox `push-send`: the alert to one device, in its owner's language. A device its push
     * service has forgotten is removed; any other failure throws, and the outbox retries.
     */
    async sendLeadPush(lead: {
      deviceId: string;
      jobId: string;
      trade: string;
      place: string;
      credits: number;
    }): Promise<'sent' | 'gone' | 'no-device'> {
      const found = await repository.deviceForPush(lead.deviceId);
      if (!found) return 'no-device';
      const tr = translator(isLocale(found.locale) ? found.locale : 'en');
      const trade = tr.knows(lead.trade) ? tr.t(lead.trade) : lead.trade;
      const payload: LeadPushPayload = {
        kind: 'new-lead',
        title: tr.t(/*i18n*/ 'New lead: {trade}', { trade }),
        body: tr.t(
          /*i18n*/ '{place} · {credits, plural, one {# credit} other {# credits}} to quote',
          { place: lead.place, credits: lead.credits },
        ),
        trade,
        place: lead.place,
        credits: lead.credits,
        url: notificationLinks.lead(lead.jobId),
      };
      const outcome = await sendWebPush(
        { endpoint: found.device.endpoint, keys: found.device },
        JSON.stringify(payload),
        {
          vapid: { ...(await vapidKeys()), subject },
          ttlSeconds: LEAD_PUSH_TTL_SECONDS,
          urgency: 'high',
          timeoutMs: PUSH_TIMEOUT_MS,
        },
      );
      if (outcome === 'gone') await repository.remove(found.device.id);
      else await repository.markUsed(found.device.id, clock.now());
      return outcome;
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
