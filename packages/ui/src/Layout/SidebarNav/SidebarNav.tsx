import type { ElementType, MouseEvent, ReactNode } from 'react';
import { cx } from '../../private/cx';
import { srOnly } from '../../private/focusRing.css';
import { useSidebarMode } from '../../private/sidebarMode';
import * as styles from './SidebarNav.css';

export interface SidebarNavProps {
  /** `SidebarNavItem`s. */
  children: ReactNode;
}

/**
 * The list of sidebar links. Put it in `AppLayout`'s `sidebar` slot, which provides the
 * `<nav>` landmark and the full/mini mode.
 */
export function SidebarNav({ children }: SidebarNavProps) {
  return (
    // role="list" keeps list semantics in Safari despite `list-style: none`.
    <ul role="list" className={styles.list}>
      {children}
    </ul>
  );
}

export interface SidebarNavItemProps {
  href: string;
  /** Visible text; in mini mode it becomes the tooltip (`title`) and screen-reader text. */
  label: string;
  /** Decorative icon (required visually in mini mode). */
  icon?: ReactNode;
  /** Current page: sets `aria-current="page"`. */
  active?: boolean;
  /** Optional trailing node, typically a `Badge` with its own accessible label. */
  badge?: ReactNode;
  /**
   * Link component instead of `<a>` (e.g. an adapter around React Router's `Link`). It
   * receives `href`, `className`, `aria-current`, `title`, `onClick` and children.
   */
  as?: ElementType;
  /** E.g. to close the mobile drawer after navigating. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function SidebarNavItem({
  href,
  label,
  icon,
  active = false,
  badge,
  as: Component = 'a',
  onClick,
}: SidebarNavItemProps) {
  const mini = useSidebarMode() === 'mini';
  return (
    <li>
      <Component
        href={href}
        className={cx(styles.item, mini && styles.itemMini)}
        aria-current={active ? 'page' : undefined}
        title={mini ? label : undefined}
        onClick={onClick}
      >
        {icon != null ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={mini ? srOnly : styles.label}>{label}</span>
        {badge != null ? (
          <span className={mini ? styles.badgeMini : styles.badge}>{badge}</span>
        ) : null}
      </Component>
    </li>
  );
}
