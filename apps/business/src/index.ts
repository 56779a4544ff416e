export { businessRoutes } from './routes';
