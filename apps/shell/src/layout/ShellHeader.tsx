import { Trans, useLingui } from '@lingui/react/macro';
import { headerNameLimit, truncateName } from '@quoteway/domain';
import { ButtonLink, Header, IconButton, preloadDialogs } from '@quoteway/ui';
import { Link } from 'react-router';
import { RouterLink } from '../RouterLink';
import { CreditBadge } from './CreditBadge';
import { HeaderAlerts } from './HeaderAlerts';
import { inBusinessView, useSession } from '../session/sessionStore';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as css from './layout.css';
import { ProfileMenu } from './ProfileMenu';
import { useViewportWidth } from './useViewportWidth';

const preloadDrawer = () => void preloadDialogs();

interface ShellHeaderProps {
  onMenuClick(): void;
  menuExpanded: boolean;
}

/**
 * Header: menu button, brand, language, and Login/Register or the user's name and view, the
 * applications, messages and notifications popovers and the profile menu.
 */
export function ShellHeader({ onMenuClick, menuExpanded }: ShellHeaderProps) {
  const { t } = useLingui();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const width = useViewportWidth();

  const businessView = inBusinessView(user);
  const viewLabel = businessView
    ? t`Business View`
    : user?.userType === 'Business User'
      ? t`Customer View`
      : t`Customer`;

  return (
    <Header
      start={
        <>
          {/* The drawer's code loads as a finger or pointer comes to the button, so it opens at once. */}
          <span
            className={css.menuButton}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onTouchStart={preloadDrawer}
          >
            <IconButton label={t`Open menu`} onClick={onMenuClick} expanded={menuExpanded}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
              </svg>
            </IconButton>
          </span>
          <Link to="/home" className={css.brand}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span className={css.brandText}>
              <Trans>Quoteway</Trans>
            </span>
          </Link>
        </>
      }
      end={
        <div className={css.headerActions}>
          {token === null ? (
            <LanguageSwitcher />
          ) : (
            <span className={css.languageWide}>
              <LanguageSwitcher />
            </span>
          )}
          {token === null ? (
            <>
              <span className={css.wideOnly}>
                <ButtonLink as={RouterLink} href="/signin" variant="text">
                  {t`Login`}
                </ButtonLink>
              </span>
              <span className={css.wideOnly}>
                <ButtonLink as={RouterLink} href="/signup-business" variant="solid">
                  {t`Register Business`}
                </ButtonLink>
              </span>
            </>
          ) : (
            <>
              {user && width > 700 && (
                <>
                  <span className={css.userName}>
                    {truncateName(user.userName, headerNameLimit(width))}
                  </span>
                  <span>{viewLabel}</span>
                  {businessView && <CreditBadge credits={user.credits} />}
                </>
              )}
              <HeaderAlerts />
              <ProfileMenu />
            </>
          )}
        </div>
      }
    />
  );
}
