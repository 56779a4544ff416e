// The console's route entry (`@quoteway/business/routes`), all another app may import of it:
// its routes, and the provider through which the host hands the console its services. What
// the console shares with other apps (review display, account forms) lives in packages.
export { ConsoleProvider } from './console';
export type { ConsoleServices, ServerToClientEvents } from './console';
export { businessRoutes } from './routes';
