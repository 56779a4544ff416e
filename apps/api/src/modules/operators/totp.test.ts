import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  hotp,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  timeStep,
  totpCode,
} from './totp';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", eight digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('gives RFC 6238 code at %i s', (seconds, code) => {
    expect(hotp(rfcSecret, timeStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('takes six digits as authenticator apps show them', () => {
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts the step before and after, and nothing older than the last accepted step', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-12-07T12:00:10Z');
    const step = timeStep(now);
    const previous = totpCode(secret, new Date(now.getTime() - 30_000));
    expect(matchingStep(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchingStep(secret, previous, now, null)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(matchingStep(secret, previous, now, step - 1)).toBeNull();
    const tooOld = totpCode(secret, new Date(now.getTime() - 90_000));
    expect(matchingStep(secret, tooOld, now, null)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now, null)).toBeNull();
  });

  it('makes distinct recovery codes whose hash ignores case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [first] = codes;
    if (!first) throw new Error('no code');
    expect(first).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(hashRecoveryCode(first.toLowerCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(first));
  });
});
