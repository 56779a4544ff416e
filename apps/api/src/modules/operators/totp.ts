import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The second factor of operators: time-based one-time passwords (RFC 6238 over RFC 4226's
// HOTP, HMAC-SHA1, six digits, 30-second steps: what every authenticator app reads from an
// otpauth:// URI) and single-use recovery codes.

const STEP_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after are accepted too: phone clocks drift. */
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of an instant. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

/** HOTP (RFC 4226) of a counter: the code an authenticator shows for that step. */
export function hotp(secret: string, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for an instant (what a test or an authenticator computes). */
export function totpCode(secret: string, now: Date): string {
  return hotp(secret, timeStep(now));
}

/**
 * The time step a code belongs to, within the drift window and after `lastStep` (a code is
 * never accepted twice, nor one older than the last accepted); null when it matches none.
 */
export function matchingStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(hotp(secret, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** The URI an authenticator app reads (as a QR code or a link). */
export function totpUri(secret: string, accountName: string): string {
  const label = encodeURIComponent(`Quoteway:${accountName}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=Quoteway&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}

const RECOVERY_CODES = 10;

/** Recovery codes as typed: upper case, without spaces or dashes. */
function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** A recovery code's stored form (80 random bits each: a plain SHA-256 is enough). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
}

/** Ten new recovery codes, `XXXX-XXXX-XXXX-XXXX` (shown once; only their hashes are kept). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () =>
    (base32Encode(randomBytes(10)).match(/.{4}/g) ?? []).join('-'),
  );
}
