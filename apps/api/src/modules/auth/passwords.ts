import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A slow salted hash of the password (argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so a wrong e-mail costs as much time
// as a wrong password and response times do not reveal which accounts exist.
const decoy = hash('decoy password for timing', options);

/** True when the password matches; always takes one argon2 verification. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await decoy), password);
  } catch {
    return false;
  }
}
