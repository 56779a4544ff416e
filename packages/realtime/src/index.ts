export { connectRealtime } from './connect';
export type { ConnectOptions, RealtimeSocket } from './connect';
// The event map, for apps that reach the wire only through this package and api-client.
export type { ServerToClientEvents } from '@quoteway/contracts';
