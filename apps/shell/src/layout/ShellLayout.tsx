import { useLingui } from '@lingui/react/macro';
import { AppLayout, useMediaQuery } from '@quoteway/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as css from './layout.css';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { SidebarAccount } from './SidebarAccount';
import { SideMenu } from './SideMenu';
import { withQuery } from '../query/withQuery';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { signInReasonOf } from '../session/signInReturn';

// Who is signed in, at the top of the drawer: its own chunk (with the credit figures it shows),
// which a visitor's first load does without. Fetched as soon as someone is signed in, so it is
// there by the time they open the drawer.
const loadDrawerAccount = () => import('./DrawerAccount');
const DrawerAccount = lazy(withQuery(async () => (await loadDrawerAccount()).DrawerAccount));

// The sign-in dialog /home opens for a visitor sent from a private page: a chunk of its own.
const SignInDialog = lazy(
  withQuery(async () => (await import('../accounts/SignInDialog')).SignInDialog),
);

/** Header, sidebar (a drawer below md, collapsible to mini above), content and footer. */
export function ShellLayout() {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 960px)');
  const [mini, setMini] = useState(false);
  const { pathname, state } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  // A page-level load (usePageBusy): the page says it is busy, beside the bar.
  const busy = useNotifications((s) => s.loading);
  // The drawer belongs to the page it was opened on: following a link in it closes it.
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  const drawerOpen = drawerPage === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPage(open ? pathname : null);
  const signInFor = pathname === '/home' && !signedIn ? signInReasonOf(state) : undefined;
  useEffect(() => {
    if (signedIn) void loadDrawerAccount();
  }, [signedIn]);

  return (
    <AppLayout
      busy={busy}
      header={
        <ShellHeader
          menuExpanded={wide ? !mini : drawerOpen}
          onMenuClick={() => (wide ? setMini((m) => !m) : setDrawerOpen(true))}
        />
      }
      sidebar={
        <>
          {/* The persistent sidebar only: below 960 px the drawer shows DrawerAccount. */}
          {wide && signedIn && <SidebarAccount mini={mini} />}
          <SideMenu mini={wide && mini} />
        </>
      }
      sidebarMode={mini ? 'mini' : 'full'}
      navLabel={t`Main menu`}
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      drawerHeader={
        signedIn && (
          <>
            <Suspense fallback={null}>
              <DrawerAccount />
            </Suspense>
            {/* Signed in, the header has no room for the language below 960 px (the drawer's). */}
            <div className={css.drawerLanguage}>
              <LanguageSwitcher showLabel />
            </div>
          </>
        )
      }
      drawerTitle={t`Menu`}
      drawerCloseLabel={t`Close menu`}
      skipLinkLabel={t`Skip to content`}
      footer={<ShellFooter />}
    >
      <Outlet />
      {signInFor && (
        <Suspense fallback={null}>
          <SignInDialog reason={signInFor} />
        </Suspense>
      )}
    </AppLayout>
  );
}
