import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, SidebarNav, SidebarNavItem } from '@quoteway/ui';
import { useLocation } from 'react-router';
import { useUnreadConversations } from '../chat/useUnreadConversations';
import { useViewer } from '../session/sessionUser';
import { Icon, type IconName } from './icons';
import * as css from './layout.css';
import { RouterLink } from '../RouterLink';

interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
  badge?: number;
  /** Shown only at 500 px or less (the header shows it on wider screens). */
  narrowOnly?: boolean;
  /** Shown only below 960 px (the header shows it from there). */
  belowDesktop?: boolean;
}

/** The side menu of spec section 2, by role and view. */
export function SideMenu({ mini }: { mini: boolean }) {
  const { t } = useLingui();
  const viewer = useViewer();
  // Conversations with unread messages (0, so no badge, for visitors).
  const unreadConversations = useUnreadConversations();
  const { pathname } = useLocation();

  const responses: MenuItem = {
    to: '/inbox',
    label: t`My Responses`,
    icon: 'inbox',
    badge: unreadConversations,
  };
  let items: MenuItem[];
  if (!viewer.loggedIn) {
    items = [
      { to: '/home', label: t`Home`, icon: 'home' },
      { to: '/business-directory', label: t`Business Directory`, icon: 'directory' },
      { to: '/about', label: t`About`, icon: 'about' },
      { to: '/how-it-works', label: t`How It Works`, icon: 'howItWorks' },
      { to: '/home#post-a-job', label: t`Post a job`, icon: 'jobs', belowDesktop: true },
      { to: '/signup', label: t`Sign up`, icon: 'login', belowDesktop: true },
      { to: '/signin', label: t`Login`, icon: 'login', narrowOnly: true },
      { to: '/signup-business', label: t`Register Business`, icon: 'business', narrowOnly: true },
    ];
  } else if (viewer.userType === 'Business User' && !viewer.switchedToCustomerView) {
    items = [
      { to: '/leads/tab', label: t`Leads`, icon: 'leads' },
      responses,
      { to: '/help', label: t`Help`, icon: 'help' },
      { to: '/plans', label: t`Plans`, icon: 'plans' },
    ];
  } else {
    items = [
      { to: '/my-jobs', label: t`My Jobs`, icon: 'jobs' },
      responses,
      { to: '/help', label: t`Help`, icon: 'help' },
    ];
  }
  if (viewer.operator) items.push({ to: '/admin', label: t`Operator console`, icon: 'directory' });

  const item = (entry: MenuItem) => (
    <SidebarNavItem
      key={entry.to}
      as={RouterLink}
      href={entry.to}
      icon={<Icon name={entry.icon} />}
      label={entry.label}
      active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
      badge={
        entry.badge ? (
          <Badge
            count={entry.badge}
            max={99}
            label={plural(entry.badge, {
              one: '# unread conversation',
              other: '# unread conversations',
            })}
          />
        ) : undefined
      }
    />
  );
  const narrow = items.filter((entry) => entry.narrowOnly);
  const belowDesktop = items.filter((entry) => entry.belowDesktop);
  return (
    <>
      <SidebarNav>
        {items.filter((entry) => !entry.narrowOnly && !entry.belowDesktop).map(item)}
      </SidebarNav>
      {belowDesktop.length > 0 && !mini && (
        <div className={css.belowDesktop}>
          <SidebarNav>{belowDesktop.map(item)}</SidebarNav>
        </div>
      )}
      {narrow.length > 0 && !mini && (
        <div className={css.narrowOnly}>
          <SidebarNav>{narrow.map(item)}</SidebarNav>
        </div>
      )}
    </>
  );
}
