// The reference server of pnpm bench (scripts/bench.mjs): Fastify, as apps/api depends on it,
// answering GET /api/healthz, printing its address as the API's server does. With
// STATIC_DIR, it also serves a built app as our server serves the shell: @fastify/static
// with the build-time .br/.gz copies (scripts/compress-dist.mjs), the same cache headers,
// and index.html for every other address.
//   PORT=0 HOST=127.0.0.1 [STATIC_DIR=dist] node bench/fastify-hello.mjs
import { createRequire } from 'node:module';
import path from 'node:path';

const fromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
const fastify = fromApi('fastify');
const fastifyStatic = fromApi('@fastify/static');

const app = fastify({ logger: false });
app.get('/api/healthz', async () => ({ status: 'ok' }));

const root = process.env.STATIC_DIR;
if (root) {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        file.endsWith('.html')
          ? 'no-cache'
          : file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
      );
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
}

const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

const address = await app.listen({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`\n  Fastify hello-world is running at ${address}/\n`);
