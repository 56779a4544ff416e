import type { ElementType, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './TextLink.css';

export interface TextLinkProps {
  href: string;
  children: ReactNode;
  /**
   * Link component to render instead of `<a>` (e.g. an adapter around React Router's
   * `Link` mapping `href` to `to`). It receives `href`, `className`, `onClick`, `target`,
   * `rel`, `aria-current`, `ref` and children.
   */
  as?: ElementType;
  /** `primary` (default) or `inherit` the surrounding text colour. */
  tone?: 'primary' | 'inherit';
  /** Marks the link as the current page (`aria-current="page"`). */
  current?: boolean;
  target?: '_self' | '_blank';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** A styled inline text link. */
export function TextLink({
  href,
  children,
  as: Component = 'a',
  tone = 'primary',
  current = false,
  target,
  onClick,
  ref,
}: TextLinkProps) {
  return (
    <Component
      ref={ref}
      href={href}
      className={styles.link[tone]}
      aria-current={current ? 'page' : undefined}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
    </Component>
  );
}
