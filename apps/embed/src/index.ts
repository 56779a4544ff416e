export { embedRoutes } from './routes';
