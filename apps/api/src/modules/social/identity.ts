import { USER_NAME_MAX_LENGTH } from '@quoteway/domain';
import { isValidEmail } from '@quoteway/validation';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** The provider's stable id for the person (`sub`, or Facebook's `id`). */
  subject: string;
  /** Lower-case and trimmed; null when the provider gave none (or an unusable one). */
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

type Claims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function normaliseEmail(value: unknown): string | null {
  const email = text(value)?.toLowerCase() ?? null;
  return email && isValidEmail(email) ? email : null;
}

/**
 * The identity in an OpenID Connect ID token (Google, LinkedIn). Only `email_verified: true`
 * counts: the e-mail of an unverified claim may belong to someone else.
 */
export function identityFromIdToken(claims: Claims): ProviderIdentity | null {
  const subject = text(claims.sub);
  if (!subject) return null;
  return {
    subject,
    email: normaliseEmail(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
  };
}

/**
 * The identity in Facebook's Graph `/me` answer (`id`, `name`, `email`). Facebook only
 * returns an e-mail address its user has confirmed, so it counts as verified.
 */
export function identityFromFacebook(profile: Claims): ProviderIdentity | null {
  const subject = text(profile.id);
  if (!subject) return null;
  const email = normaliseEmail(profile.email);
  return { subject, email, emailVerified: email !== null, name: text(profile.name) };
}

/** The user name of an account made from this identity: the profile name, else the e-mail's local part. */
export function userNameFor(identity: ProviderIdentity & { email: string }): string {
  return (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(
    0,
    USER_NAME_MAX_LENGTH,
  );
}
