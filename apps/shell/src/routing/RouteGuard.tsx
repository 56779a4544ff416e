import { redirectFor } from '@quoteway/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useViewer } from '../session/sessionStore';

/** Applies the spec's guards and redirects before a page renders; keeps the query string. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = redirectFor(pathname, useViewer());
  if (target !== null) return <Navigate to={`${target}${search}`} replace />;
  return children;
}
