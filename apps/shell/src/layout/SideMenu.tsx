import { useLingui } from '@lingui/react/macro';
import { Badge, SidebarNav, SidebarNavItem } from '@quoteway/ui';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../session/sessionStore';
import { Icon, type IconName } from './icons';
import * as css from './layout.css';

interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
  badge?: number;
  /** Shown only at 500 px or less (the header shows it on wider screens). */
  narrowOnly?: boolean;
}

/** The side menu of spec section 2, by role and view. */
export function SideMenu({ mini, unreadConversations = 0 }: { mini: boolean; unreadConversations?: number }) {
  const { t } = useLingui();
  const viewer = useViewer();
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

  return (
    <SidebarNav label={t`Main menu`} mini={mini}>
      {items.map((item) => (
        <li key={item.to} className={item.narrowOnly ? css.narrowOnly : undefined}>
          <SidebarNavItem
            as={Link}
            href={item.to}
            icon={<Icon name={item.icon} />}
            label={item.label}
            mini={mini}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            badge={
              item.badge ? (
                <Badge count={item.badge} max={99} label={t`${item.badge} unread conversations`} />
              ) : undefined
            }
          />
        </li>
      ))}
    </SidebarNav>
  );
}
