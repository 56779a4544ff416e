import { useLingui } from '@lingui/react/macro';
import { headerNameLimit, truncateName } from '@quoteway/domain';
import { inBusinessView } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { CreditBadge } from './CreditBadge';
import { HeaderAlerts } from './HeaderAlerts';
import * as css from './layout.css';
import { ProfileMenu } from './ProfileMenu';
import { useViewportWidth } from './useViewportWidth';

/**
 * The header's end for a signed-in user: their name and view (above 700 px), the credit
 * badge (a business in business view, at every width), the applications, messages and
 * notifications popovers and the profile menu. Its own chunk, loaded once someone is signed
 * in: a visitor's first load does without it.
 */
export function SignedInHeader() {
  const { t } = useLingui();
  const { user } = useSessionUser();
  const width = useViewportWidth();
  const businessView = inBusinessView(user);
  const viewLabel = businessView
    ? t`Business View`
    : user?.userType === 'Business User'
      ? t`Customer View`
      : t`Customer`;
  return (
    <>
      {user && width > 700 && (
        <>
          <span className={css.userName}>
            {truncateName(user.userName, headerNameLimit(width))}
          </span>
          <span className={css.viewLabel}>{viewLabel}</span>
        </>
      )}
      {/* Spec section 9 keeps the name out of the header at 700 px or less; the balance stays
          at every width, since quoting spends it (issue 29: it was hidden on phones). */}
      {user && businessView && (
        <CreditBadge credits={user.credits} country={user.business?.country} />
      )}
      <HeaderAlerts />
      <ProfileMenu />
    </>
  );
}
