import { useLingui } from '@lingui/react/macro';
import type { FormStatusValue } from '@quoteway/account-forms/fields';

/**
 * What the e-mail change link came back to say: /verify-email-change redirects to
 * `/signin?email-change=done`, `=expired`, or `=taken` (another account took the address
 * before the link was opened). Null for any other value.
 */
export function useEmailChangeNotice(): (value: string | null) => FormStatusValue | null {
  const { t } = useLingui();
  return (value) => {
    if (value === 'done') {
      return {
        tone: 'success',
        text: t`Your e-mail address is changed. Sign in with the new address.`,
      };
    }
    if (value === 'expired') {
      return {
        tone: 'error',
        text: t`That link has expired or was used already. Change your e-mail again from Settings.`,
      };
    }
    if (value === 'taken') {
      return {
        tone: 'error',
        text: t`Another account now uses that e-mail address, so your address was not changed.`,
      };
    }
    return null;
  };
}
