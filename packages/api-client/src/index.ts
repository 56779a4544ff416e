export { ApiRequestError, createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
