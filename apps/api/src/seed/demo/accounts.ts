import { businessSlug } from '@quoteway/domain';
import type { users } from '../../db/schema';

/** The demo's accounts' e-mail domain (every demo address is at it). */
export const DEMO_DOMAIN = 'demo.quoteway.nz';

/** The e-mail of a demo business: the name part of its slug at the demo domain. */
export function demoBusinessEmail(name: string): string {
  return `${businessSlug(name, '').replace(/-$/, '')}@${DEMO_DOMAIN}`;
}

type NewUser = typeof users.$inferInsert;

/**
 * A demo account's user row: active, without a password, its mobile verified and the account
 * created when it joined, and verified then unless `user` says when.
 */
export function demoUser(
  joined: Date,
  user: Pick<NewUser, 'id' | 'email' | 'userName' | 'userType' | 'mobile'> & Partial<NewUser>,
): NewUser {
  return {
    status: 'ACTIVE',
    passwordHash: null,
    mobileVerifiedAt: joined,
    createdAt: joined,
    verifiedAt: joined,
    ...user,
  };
}
