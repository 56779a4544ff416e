export { connectRealtime } from './connect';
export type { ConnectOptions, RealtimeSocket } from './connect';
