import type { ClientToServerEvents, ServerToClientEvents } from '@quoteway/contracts';
import { io, type Socket } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectOptions {
  /** Server origin; defaults to the page's own. */
  url?: string;
  /** The session token, sent in the handshake (never in the URL, which proxies log). */
  token: string;
  /** Called after every reconnect, so screens re-fetch what they may have missed. */
  onReconnect?: () => void;
  /** Where connect errors go; they are logged, never shown (spec section 7). */
  log?: (message: string) => void;
}

/**
 * Open the realtime connection: websocket, unlimited reconnection, 10 s time-out (spec
 * section 7). Events are typed by the contracts' event map.
 */
export function connectRealtime(options: ConnectOptions): RealtimeSocket {
  const socket: RealtimeSocket = io(options.url ?? '', {
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    timeout: 10_000,
    auth: { token: options.token },
  });
  const log = options.log ?? ((message: string) => console.warn(message));
  socket.on('connect_error', (error) => log(`realtime connect error: ${error.message}`));
  // On the socket's own `connect`, not the manager's `reconnect`: the manager reconnects first
  // and the socket is let back into its namespace (and its user's room) after; a re-fetch
  // sent in between could be answered before the server would send it live again.
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) options.onReconnect?.();
    connectedBefore = true;
  });
  return socket;
}
