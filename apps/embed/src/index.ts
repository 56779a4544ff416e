// The embed's route entry (`@quoteway/embed/routes`), all another app may import of it: the
// widgets' routes, which the shell mounts at the same paths as the embed's own bundle.
export { embedRoutes } from './routes';
