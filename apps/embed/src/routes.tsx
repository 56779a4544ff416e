import type { RouteObject } from 'react-router';

// The shell mounts the widgets lazily at the same paths the server answers with the
// embed app's own bundle, so client-side navigation to them also works.
export const embedRoutes: RouteObject[] = [
  {
    path: '/jobiframe/:service?/:locations?',
    lazy: async () => ({ Component: (await import('./routeWidgets')).JobWidgetRoute }),
  },
  {
    path: '/businessiframe/:service?/:locations?',
    lazy: async () => ({ Component: (await import('./routeWidgets')).BusinessWidgetRoute }),
  },
];
