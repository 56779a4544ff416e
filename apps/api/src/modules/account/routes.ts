import { bearerToken } from '../../plugins/app/access';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { accountExporter } from './export';
import type { AccountSettingsService } from './service';

type AccountHandlers = Pick<
  RouteHandlers,
  | 'changeEmail'
  | 'confirmEmailChange'
  | 'changePassword'
  | 'accountSessions'
  | 'endSession'
  | 'notificationPreferences'
  | 'updateNotificationPreferences'
  | 'exportAccount'
>;

/** The person's own account in settings: e-mail, password, sessions, notices, the export. */
export function accountHandlers({
  settings,
  exportAccount,
  today,
}: {
  settings: AccountSettingsService;
  exportAccount: ReturnType<typeof accountExporter>;
  /** Today's date (YYYY-MM-DD) for the export's file name. */
  today: () => string;
}): AccountHandlers {
  const request = (c: { origin: string; request: Parameters<typeof bearerToken>[0] }) => ({
    origin: c.origin,
    ip: c.request.ip,
    token: bearerToken(c.request),
  });
  return {
    changeEmail: async (c) => settings.changeEmail(c.account, c.body, request(c)),
    confirmEmailChange: async ({ query, origin, reply }) => {
      const outcome = await settings.confirmEmailChange(query.token, origin);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(`/signin?email-change=${outcome}`);
    },
    changePassword: async (c) => settings.changePassword(c.account, c.body, request(c)),
    accountSessions: async ({ account, request: req, locale }) => ({
      sessions: await settings.sessions(account, bearerToken(req), locale),
    }),
    endSession: async ({ account, params, origin }) =>
      settings.endSession(account, params.id, origin),
    notificationPreferences: async ({ account }) => settings.notificationPreferences(account),
    updateNotificationPreferences: async ({ account, body, origin }) =>
      settings.updateNotificationPreferences(account, body.preferences, origin),
    exportAccount: async ({ account, reply }) => {
      reply
        .header('content-disposition', `attachment; filename="quoteway-data-${today()}.json"`)
        .header('cache-control', 'no-store');
      return exportAccount(account) as never;
    },
  };
}
