import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, IconButton, Popover, Spinner } from '@quoteway/ui';
import { lazy, Suspense, useState } from 'react';
import { useUnreadConversations } from '../chat/useUnreadConversations';
import { useHeaderAlerts } from './headerAlerts';
import { Icon, type IconName } from './icons';
import * as css from './layout.css';

// The lists are their own chunk, loaded when a popover first opens: the header itself carries
// only the buttons and their counts.
const AlertPanel = lazy(async () => ({
  default: (await import('./alerts/AlertPanels')).AlertPanel,
}));

type AlertKind = 'applications' | 'messages' | 'notifications';

interface AlertButton {
  kind: AlertKind;
  icon: IconName;
  title: string;
  count: number;
  /** The button's accessible name with the count ("Notifications, 3 unread"). */
  label: string;
}

/**
 * The header's three popovers for signed-in people (spec section 1): applications, messages
 * and notifications, each a button with its count that opens a list.
 */
export function HeaderAlerts() {
  const { t } = useLingui();
  const [open, setOpen] = useState<AlertKind | null>(null);
  const { unreadNotifications, applicationNews, markApplicationsSeen } = useHeaderAlerts();
  const unreadConversations = useUnreadConversations();

  const buttons: AlertButton[] = [
    {
      kind: 'applications',
      icon: 'jobs',
      title: t`Applications`,
      count: applicationNews,
      label:
        applicationNews > 0
          ? plural(applicationNews, {
              one: 'Applications, # update',
              other: 'Applications, # updates',
            })
          : t`Applications`,
    },
    {
      kind: 'messages',
      icon: 'inbox',
      title: t`Messages`,
      count: unreadConversations,
      label:
        unreadConversations > 0
          ? plural(unreadConversations, {
              one: 'Messages, # unread conversation',
              other: 'Messages, # unread conversations',
            })
          : t`Messages`,
    },
    {
      kind: 'notifications',
      icon: 'bell',
      title: t`Notifications`,
      count: unreadNotifications,
      label:
        unreadNotifications > 0
          ? plural(unreadNotifications, {
              one: 'Notifications, # unread',
              other: 'Notifications, # unread',
            })
          : t`Notifications`,
    },
  ];

  const change = (kind: AlertKind, next: boolean) => {
    // Opening the applications, and closing them, counts their changes as seen.
    if (kind === 'applications') markApplicationsSeen();
    setOpen((current) => (next ? kind : current === kind ? null : current));
  };

  return (
    <div className={css.alerts}>
      {buttons.map(({ kind, icon, title, count, label }) => (
        <Popover
          key={kind}
          open={open === kind}
          onOpenChange={(next) => change(kind, next)}
          title={title}
          trigger={(wiring) => (
            <IconButton label={label} {...wiring}>
              <span className={css.alertIcon}>
                <Icon name={icon} />
                {count > 0 && (
                  <span className={css.alertBadge}>
                    <Badge count={count} max={99} label={label} />
                  </span>
                )}
              </span>
            </IconButton>
          )}
        >
          <Suspense fallback={<Spinner label={t`Loading`} />}>
            <AlertPanel kind={kind} onDone={() => change(kind, false)} />
          </Suspense>
        </Popover>
      ))}
    </div>
  );
}
