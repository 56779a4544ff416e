import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, Header, IconButton, preloadDialogs } from '@quoteway/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { withQuery } from '../query/withQuery';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as css from './layout.css';

// A signed-in user's part of the header: its own chunk (a visitor's first load does without it).
const SignedInHeader = lazy(
  withQuery(async () => (await import('./SignedInHeader')).SignedInHeader),
);

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
              <span className={css.desktopOnly}>
                <ButtonLink as={RouterLink} href="/home#post-a-job" variant="outline">
                  {t`Post a job`}
                </ButtonLink>
              </span>
              <span className={css.wideOnly}>
                <ButtonLink as={RouterLink} href="/signin" variant="text">
                  {t`Login`}
                </ButtonLink>
              </span>
              <span className={css.desktopOnly}>
                <ButtonLink as={RouterLink} href="/signup" variant="text">
                  {t`Sign up`}
                </ButtonLink>
              </span>
              <span className={css.wideOnly}>
                <ButtonLink as={RouterLink} href="/signup-business" variant="solid">
                  {t`Register Business`}
                </ButtonLink>
              </span>
            </>
          ) : (
            <Suspense fallback={null}>
              <SignedInHeader />
            </Suspense>
          )}
        </div>
      }
    />
  );
}
