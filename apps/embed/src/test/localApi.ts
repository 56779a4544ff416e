import { serveLocalApi as serveApi } from '@quoteway/api-client/testing';
import { connectApi } from '../api';
import { queryClient } from '../EmbedServices';

export { apiError } from '@quoteway/api-client/testing';

/** The local API (`@quoteway/api-client/testing`) with the widgets' client pointed at it. */
export function serveLocalApi() {
  return serveApi({ connect: connectApi, reset: () => queryClient.clear() });
}
