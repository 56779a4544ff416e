import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Drawer } from '../../Drawer/Drawer';
import { cx } from '../../private/cx';
import { type SidebarMode, SidebarModeContext } from '../../private/sidebarMode';
import { mediaUp } from '../../theme/breakpoints';
import { useMediaQuery } from '../useMediaQuery';
import * as styles from './AppLayout.css';

/** Id of the `<main>` element, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  /** Usually a `Header` (sticky, spans the full width). */
  header?: ReactNode;
  /** Usually a `SidebarNav`. Persistent column at >= md, inside the Drawer below md. */
  sidebar?: ReactNode;
  footer?: ReactNode;
  /** Page content, rendered in `<main id="main-content">`. */
  children: ReactNode;
  /** Persistent sidebar width at >= md: `full` 304px, `mini` 80px icons only. */
  sidebarMode?: SidebarMode;
  /** Accessible name of the sidebar `<nav>`, e.g. a translated "Main". */
  navLabel: string;
  /** Mobile drawer state (below md); the app's header menu button toggles it. */
  drawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /** Accessible title of the mobile drawer (visually hidden), e.g. "Menu". */
  drawerTitle: string;
  drawerCloseLabel: string;
  /** Id given to the drawer panel, for the menu button's `aria-controls`. */
  drawerId?: string;
  /** Shown at the top of the drawer, above the navigation (e.g. who is signed in). */
  drawerHeader?: ReactNode;
  /** Text of the "Skip to content" link (first focusable element). */
  skipLinkLabel: string;
  /** The page is loading (`aria-busy` on `<main>`; pair it with a `BusyIndicator`). */
  busy?: boolean;
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Move focus ourselves: works with any client-side router and keeps the URL clean.
  event.preventDefault();
  main.focus();
}

/**
 * Application shell: skip link, header, sidebar (persistent or drawer), main, footer.
 * Below md the sidebar is hidden by CSS (no flash) and shown in a Drawer instead.
 */
export function AppLayout({
  header,
  sidebar,
  footer,
  children,
  sidebarMode = 'full',
  navLabel,
  drawerOpen = false,
  onDrawerOpenChange,
  drawerTitle,
  drawerCloseLabel,
  drawerId,
  drawerHeader,
  skipLinkLabel,
  busy = false,
}: AppLayoutProps) {
  const isDesktop = useMediaQuery(mediaUp('md'));

  // Growing past md while the drawer is open: close it (the persistent column shows).
  useEffect(() => {
    if (isDesktop && drawerOpen) onDrawerOpenChange?.(false);
  }, [isDesktop, drawerOpen, onDrawerOpenChange]);

  return (
    <div className={styles.root}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      {header}
      <div className={styles.body}>
        {sidebar != null ? (
          <nav
            aria-label={navLabel}
            className={cx(
              styles.sidebar,
              sidebarMode === 'mini' && styles.sidebarMini,
              header == null && styles.sidebarNoHeader,
            )}
            data-mode={sidebarMode}
          >
            <SidebarModeContext value={sidebarMode}>{sidebar}</SidebarModeContext>
          </nav>
        ) : null}
        <div className={styles.content}>
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className={styles.main}
            aria-busy={busy ? true : undefined}
          >
            {children}
          </main>
          {footer}
        </div>
      </div>
      {sidebar != null ? (
        <Drawer
          open={drawerOpen && !isDesktop}
          onOpenChange={(open) => onDrawerOpenChange?.(open)}
          title={drawerTitle}
          hideTitle
          closeLabel={drawerCloseLabel}
          id={drawerId}
          surface="sidebar"
        >
          {drawerHeader}
          <nav aria-label={navLabel}>
            <SidebarModeContext value="full">{sidebar}</SidebarModeContext>
          </nav>
        </Drawer>
      ) : null}
    </div>
  );
}
