export { ConsoleProvider } from './console';
export type { ConsoleServices, ServerToClientEvents } from './console';
export { ProfilePictureField } from './profile/ProfilePictureField';
export { businessRoutes } from './routes';
