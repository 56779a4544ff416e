import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { preloadRoute } from './routing/preload';

interface RouterLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  title?: string;
  target?: string;
  onClick?: () => void;
}

/**
 * React Router's Link taking `href`, for design-system components' `as` prop. The page it
 * leads to starts loading when the link is pointed at, focused or touched.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  const preload = () => preloadRoute(href);
  return (
    <Link
      ref={ref}
      to={href}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      {...rest}
    />
  );
});
