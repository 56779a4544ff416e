import type { RouteObject } from 'react-router';

// Each page is its own chunk, loaded on first visit: a customer never downloads the console.
export const businessRoutes: RouteObject[] = [
  {
    path: '/leads/tab/:tabId?',
    lazy: async () => ({ Component: (await import('./pages/LeadsPage')).LeadsPage }),
  },
  {
    path: '/leads/settings',
    lazy: async () => ({
      Component: (await import('./pages/AccountSettingsPage')).AccountSettingsPage,
    }),
  },
  {
    path: '/leads/my-business-profile',
    lazy: async () => ({
      Component: (await import('./pages/BusinessProfilePage')).BusinessProfilePage,
    }),
  },
  {
    path: '/leads/reviews',
    lazy: async () => ({ Component: (await import('./pages/ReviewsPage')).ReviewsPage }),
  },
  {
    path: '/leads/quote-activity',
    lazy: async () => ({
      Component: (await import('./pages/QuoteActivityPage')).QuoteActivityPage,
    }),
  },
  {
    path: '/leads/return-on-spend',
    lazy: async () => ({
      Component: (await import('./pages/ReturnOnSpendPage')).ReturnOnSpendPage,
    }),
  },
  {
    path: '/leads/auto-quotes',
    lazy: async () => ({ Component: (await import('./pages/AutoQuotesPage')).AutoQuotesPage }),
  },
  {
    path: '/leads/widget',
    lazy: async () => ({ Component: (await import('./pages/WidgetPage')).WidgetPage }),
  },
  {
    path: '/plans/:jobId?',
    lazy: async () => ({ Component: (await import('./pages/PlansPage')).PlansPage }),
  },
  {
    path: '/invoices/:id',
    lazy: async () => ({ Component: (await import('./pages/InvoicePage')).InvoicePage }),
  },
  {
    path: '/lead-details/:id/:userId?',
    lazy: async () => ({ Component: (await import('./pages/LeadDetailsPage')).LeadDetailsPage }),
  },
];
