import type { SavedCard } from '@quoteway/contracts';
import type { z } from 'zod';
import { bearerToken } from '../../plugins/app/access';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { AccountService, RequestContext } from './service';
import type { SessionStore } from './sessions';

type AuthHandlers = Pick<
  RouteHandlers,
  | 'register'
  | 'login'
  | 'activateAccount'
  | 'verifyEmail'
  | 'reactivateAccount'
  | 'me'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'setPassword'
  | 'setFirstPassword'
  | 'updateUserField'
  | 'updateBusinessHours'
  | 'registerMyBusiness'
  | 'deleteAccount'
>;

export interface AuthHandlerDeps {
  accounts: AccountService;
  sessions: SessionStore;
  /** The user's saved card (brand, last four digits, expiry), if they kept one. */
  savedCard: (userId: string) => Promise<z.infer<typeof SavedCard> | null>;
  /** Whether the account is an operator's (modules/operators): only the menu's link uses it. */
  isOperator: (userId: string) => Promise<boolean>;
}

/** Where links in e-mails point, and who is asking (for the per-IP limits). */
const context = (c: {
  origin: string;
  locale: string;
  request: { ip: string; headers: { 'user-agent'?: string | undefined } };
}): RequestContext => ({
  origin: c.origin,
  ip: c.request.ip,
  locale: c.locale,
  userAgent: c.request.headers['user-agent'],
});

/** Registration, sign-in, sessions, passwords and the account's own fields. */
export function authHandlers({
  accounts,
  sessions,
  savedCard,
  isOperator,
}: AuthHandlerDeps): AuthHandlers {
  return {
    register: async (c) => accounts.register(c.body, context(c)),
    login: async (c) => accounts.login(c.body.email, c.body.password, context(c)),
    activateAccount: async (c) =>
      accounts.activateAccount(c.body.email, c.body.reactivationToken, context(c)),
    verifyEmail: async ({ query, reply }) => {
      const { ok, setPasswordToken } = await accounts.verifyEmail(query.token);
      if (setPasswordToken) {
        return reply.redirect(`/set-password?token=${setPasswordToken}`);
      }
      return reply.redirect(ok ? '/signin?verified=1' : '/signin?verified=expired');
    },
    reactivateAccount: async ({ query, reply }) => {
      const ok = (await accounts.reactivate(query.token)) !== null;
      return reply.redirect(ok ? '/signin?reactivated=1' : '/signin?reactivated=expired');
    },
    me: async ({ account }) => {
      const [user, card, operator] = await Promise.all([
        accounts.toAuthUser(account),
        savedCard(account.id),
        isOperator(account.id),
      ]);
      return operator ? { user, card, operator } : { user, card };
    },
    logout: async ({ request }) => {
      const token = bearerToken(request);
      if (token) await sessions.revoke(token);
      return { result: 'logged out' };
    },
    forgotPassword: async (c) => accounts.forgotPassword(c.body.email, context(c)),
    resetPassword: async ({ body }) => accounts.resetPassword(body.token, body.password),
    setPassword: async ({ account, body }) => accounts.setPassword(account, body.password),
    setFirstPassword: async (c) =>
      accounts.setFirstPassword(c.body.token, c.body.password, context(c)),
    updateUserField: async ({ account, body, origin }) => ({
      user: await accounts.updateField(account, body, origin),
    }),
    updateBusinessHours: async ({ account, body }) => ({
      user: await accounts.updateBusinessHours(account, body.openingHours, body.businessAlwaysOpen),
    }),
    registerMyBusiness: async ({ account, body }) => ({
      user: await accounts.registerMyBusiness(account, body),
    }),
    deleteAccount: async ({ account }) => accounts.deleteAccount(account),
  };
}
