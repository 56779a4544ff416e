// The reference of the chat benchmark (scripts/bench-chat.ts starts it as a child process): a
// bare socket.io relay. A client connects with its user id (`auth.userId`, no check) and joins
// its room, as the API's sockets do; on a client's `relay` event the relay emits
// `create-message` with the payload to the receiver's room, and does nothing else (no HTTP, no
// database, no validation). With REDIS_URL it uses the socket.io Redis adapter, as the API does.
// It prints nothing; it tells its parent its port over IPC, and stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, cors: { origin: false } });
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? { pub: new Redis(redisUrl), sub: new Redis(redisUrl) } : null;
if (redis) {
  // Its own channel prefix: the API (and any test using this Redis) publishes on the default
  // one, and the relay should not spend its time decoding their traffic.
  io.adapter(
    createAdapter(redis.pub, redis.sub, { key: `bench-relay-${randomBytes(4).toString('hex')}` }),
  );
}

io.use((socket, next) => {
  const userId: unknown = socket.handshake.auth?.userId;
  if (typeof userId !== 'string') return next(new Error('no user'));
  void socket.join(`user:${userId}`);
  next();
});
io.on('connection', (socket) => {
  socket.on('relay', (receiverId: unknown, payload: unknown) => {
    if (typeof receiverId === 'string') io.to(`user:${receiverId}`).emit('create-message', payload);
  });
});

http.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (http.address() as AddressInfo).port });
});
process.once('SIGTERM', () => {
  io.disconnectSockets(true);
  void io.close();
  if (redis) {
    redis.pub.disconnect();
    redis.sub.disconnect();
  }
  http.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
