import type { AccountSettingsDeps } from './accountSettingsDeps';
import { credentialService } from './credentials';
import { notificationChoiceService } from './notificationChoices';
import { signedInSessionService } from './signedInSessions';

export type { AccountSettingsDeps } from './accountSettingsDeps';

/** The person's own account: e-mail, password, sessions, notification choices. */
export function accountSettingsService(deps: AccountSettingsDeps) {
  return {
    ...credentialService(deps),
    ...signedInSessionService(deps),
    ...notificationChoiceService(deps),
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
