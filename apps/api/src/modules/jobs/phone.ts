import { hash, randomInt, timingSafeEqual } from 'node:crypto';
import { phoneMessages } from '@quoteway/contracts';
import { type Locale, translator } from '@quoteway/i18n/server';
import { readInternationalPhone } from '@quoteway/validation';
import type { Database, Queryable } from '../../db/client';
import { FieldRejected } from '../../errors';
import type { Clock } from '../../infra/clock';
import { enqueue } from '../../infra/outbox';
import type { FailureLimiter } from '../auth';
import { jobRepository } from './repository';

const CODE_LIFETIME_MS = 10 * 60_000;
/** A verified number stays good for posting for this long. */
const VERIFIED_LIFETIME_MS = 60 * 60_000;
const MAX_GUESSES = 5;
const mobileSendLimit = { max: 5, windowSeconds: 3600 };

/**
 * "+64 021-123 4567" -> "+64211234567": one spelling per number (the validation package's
 * reading, trunk 0 and all), so a code confirmed for a number verifies it however it is typed.
 */
export function normaliseMobile(value: string): string {
  const reading = readInternationalPhone(value);
  return reading.ok ? reading.e164 : value.replace(/[^\d+]/g, '');
}

const hashCode = (id: string, code: string) => hash('sha256', `${id}:${code}`, 'buffer');

/**
 * Phone verification for job posts: a 6-digit code texted through the outbox (so it is sent
 * if and only if the verification row commits), 10 minutes to use it, 5 guesses, and a
 * per-number and per-IP budget of texts so the endpoint cannot be used to spam a phone.
 */
export function phoneVerificationService(deps: {
  db: Database;
  clock: Clock;
  limiter: FailureLimiter;
  /** Codes texted an hour to one IP (config SMS_CODES_PER_IP_HOUR). */
  codesPerIpHour: number;
}) {
  const { db, clock } = deps;
  const ipSendLimit = { max: deps.codesPerIpHour, windowSeconds: 3600 };
  return {
    /** Text a code to the number, in the language of the person asking. */
    async start(mobileInput: string, ip: string, locale: Locale = 'en') {
      const mobile = normaliseMobile(mobileInput);
      const keys: Parameters<typeof deps.limiter.check>[0] = [
        [`sms-mobile:${mobile}`, mobileSendLimit],
        [`sms-ip:${ip}`, ipSendLimit],
      ];
      await deps.limiter.take(keys);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(clock.now().getTime() + CODE_LIFETIME_MS);
      const id = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await jobRepository(tx).insertPhoneVerification({
          id,
          mobile,
          codeHash: hashCode(id, code).toString('base64url'),
          expiresAt,
          createdAt: clock.now(),
        });
        await enqueue(
          tx,
          'sms',
          {
            to: mobile,
            body: translator(locale).t(
              /*i18n*/ '{code} is your Quoteway code. It expires in 10 minutes.',
              { code },
            ),
          },
          clock.now(),
        );
      });
      return { verificationId: id, expiresAt: expiresAt.toISOString() };
    },

    async confirm(id: string, code: string) {
      // A wrong guess must be counted, so the transaction commits and the refusal comes after.
      const outcome = await db.transaction(async (tx) => {
        const repository = jobRepository(tx);
        const row = await repository.lockPhoneVerification(id);
        if (!row) throw new FieldRejected('params.id', phoneMessages.unknownVerification);
        if (row.verifiedAt) return 'ok' as const;
        if (row.expiresAt.getTime() <= clock.now().getTime()) {
          throw new FieldRejected('body.code', phoneMessages.codeExpired);
        }
        if (row.attempts >= MAX_GUESSES) {
          throw new FieldRejected('body.code', phoneMessages.tooManyGuesses);
        }
        const expected = Buffer.from(row.codeHash, 'base64url');
        if (!timingSafeEqual(expected, hashCode(id, code))) {
          await repository.countWrongCode(id);
          return 'wrong' as const;
        }
        await repository.markPhoneVerified(id, clock.now());
        return 'ok' as const;
      });
      if (outcome === 'wrong') throw new FieldRejected('body.code', phoneMessages.wrongCode);
      return { verified: true as const };
    },

    /** Whether `id` is a confirmed, recent verification of `mobile`. */
    async isVerified(tx: Queryable, id: string, mobile: string): Promise<boolean> {
      const row = await jobRepository(tx).findPhoneVerification(id);
      return Boolean(
        row?.verifiedAt &&
          row.mobile === normaliseMobile(mobile) &&
          clock.now().getTime() - row.verifiedAt.getTime() < VERIFIED_LIFETIME_MS,
      );
    },
  };
}
export type PhoneVerificationService = ReturnType<typeof phoneVerificationService>;
