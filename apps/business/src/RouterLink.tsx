import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';

interface RouterLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  target?: string;
  rel?: string;
  onClick?: () => void;
}

/** React Router's Link taking `href`, for the design system's `as` prop (TextLink, ButtonLink). */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
