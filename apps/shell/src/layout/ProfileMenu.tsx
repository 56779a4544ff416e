import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { Avatar, IconButton } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DeleteAccountDialog } from '../accounts/DeleteAccountDialog';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { inBusinessView, landingOf, useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { useLogout } from '../session/logout';
import { useSessionEnd } from '../session/useSessionEnd';
import { ThemeMenuGroup } from '../theme/ThemeMenuGroup';
import * as css from './layout.css';

type MenuEntry =
  | { key: string; label: string; href: string }
  | { key: string; label: string; onSelect(): void };

/**
 * The profile menu of spec section 2, shown when a token is stored: a menu button (the
 * user's avatar) and a menu of links and actions by role and view, then the theme. Arrow
 * keys, Home and End move between items; Escape closes and returns focus to the button.
 */
export function ProfileMenu() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const { user } = useSessionUser();
  const logout = useLogout();
  const endSession = useSessionEnd();
  // Switching the view is a change of the user: the answer is the `me` query's.
  const switchView = useMutation({
    mutationFn: (toCustomerView: boolean) =>
      api.updateUserField({ body: { field: 'switchedToCustomerView', value: toCustomerView } }),
    onSuccess: ({ user: updated }) => {
      useSession.getState().setUser(updated);
      void navigate(landingOf(updated));
    },
    onError: (error) => {
      if (endSession(error, pathname)) return;
      useNotifications
        .getState()
        .showError(
          error instanceof ApiRequestError && error.status < 500
            ? error.message
            : t`Something went wrong`,
        );
    },
  });
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const menuId = useId();
  const buttonId = `${menuId}-button`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  // A pointer press outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Opening the menu moves focus to its first item.
  useEffect(() => {
    if (open) itemRefs.current[0]?.focus();
  }, [open]);

  if (token === null) return null;

  const entries: MenuEntry[] = [];
  if (user && inBusinessView(user)) {
    entries.push(
      { key: 'profile', label: t`Business Profile`, href: '/leads/my-business-profile' },
      { key: 'reviews', label: t`Reviews`, href: '/leads/reviews' },
      { key: 'quote-activity', label: t`Quote activity`, href: '/leads/quote-activity' },
      { key: 'return-on-spend', label: t`Return on spend`, href: '/leads/return-on-spend' },
      { key: 'auto-quotes', label: t`Automatic quotes`, href: '/leads/auto-quotes' },
      { key: 'widget', label: t`Website widget`, href: '/leads/widget' },
      { key: 'settings', label: t`Account Settings`, href: '/leads/settings' },
      {
        key: 'switch',
        label: t`Switch to customer view`,
        onSelect: () => switchView.mutate(true),
      },
    );
  } else if (user) {
    entries.push({ key: 'settings', label: t`Settings`, href: '/settings' });
    if (user.userType === 'Customer User') {
      entries.push({ key: 'register', label: t`Register my business`, href: '/signup-business' });
    } else {
      entries.push({
        key: 'switch',
        label: t`Switch to business view`,
        onSelect: () => switchView.mutate(false),
      });
    }
  }
  if (user) {
    entries.push({
      key: 'delete',
      label: t`Delete My Account`,
      onSelect: () => setDeleting(true),
    });
  }
  entries.push({ key: 'logout', label: t`Logout`, onSelect: logout });

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const name = user?.userName ?? '';
  return (
    <div className={css.profileMenu} ref={rootRef}>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        label={t`Profile menu`}
        hasPopup="menu"
        expanded={open}
        controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Avatar name={name} src={user?.imageUrl ?? undefined} size="sm" decorative />
      </IconButton>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={css.menu}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry, index) => (
            <li key={entry.key} role="none">
              {'href' in entry ? (
                <Link
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  to={entry.href}
                  className={css.menuItem}
                  onClick={() => setOpen(false)}
                >
                  {entry.label}
                </Link>
              ) : (
                <button
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={css.menuItem}
                  onClick={() => {
                    setOpen(false);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
          <ThemeMenuGroup
            itemRef={(offset, element) => {
              itemRefs.current[entries.length + offset] = element;
            }}
          />
        </ul>
      )}
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
