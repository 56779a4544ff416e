import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

/** A link within the app (React Router's), taking `href` for TextLink's `as` prop. */
export function SettingsLink({
  href,
  ...rest
}: {
  href: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return <Link to={href} {...rest} />;
}
