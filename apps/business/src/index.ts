export { ConsoleProvider } from './console';
export type { ConsoleServices } from './console';
export { ProfilePictureField } from './profile/ProfilePictureField';
export { businessRoutes } from './routes';
