// A small round-robin reverse proxy for the cluster benchmark (bench-cluster.ts): HTTP requests
// and WebSocket upgrades go to the next backend that is up. A backend that refuses a connection
// is marked down for a while and the request goes to the next one; any other failure is retried
// only for an idempotent method, and only before the client has seen a byte of the answer. A
// POST that reached a backend that then died is answered 502: it may or may not have been done,
// which only the client can find out (as a real load balancer would have it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** One API process behind the proxy. */
export interface Backend {
  port: number;
  /** Not tried before this time (performance.now()): it refused a connection. */
  downUntil: number;
  /** Upgraded connections (socket.io websockets) open to it now. */
  tunnels: Set<net.Socket>;
}

/** How long a backend that refused a connection is left out of the rotation. */
const DOWN_MS = 2000;
/** Methods that may be sent twice (RFC 9110, section 9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
// Hop-by-hop headers belong to one connection; the agent sets its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade'];

/**
 * Start the proxy on a free loopback port in front of `ports` (API processes on 127.0.0.1).
 * `onForward` hears which backend (its index in `ports`) each HTTP request is sent to, every
 * attempt, so a client can tell which process held a request that failed.
 */
export async function startProxy(
  ports: number[],
  onForward?: (req: http.IncomingMessage, backend: number) => void,
) {
  const backends: Backend[] = ports.map((port) => ({ port, downUntil: 0, tunnels: new Set() }));
  // What the proxy did beside plain forwarding: requests or upgrades sent again to another
  // backend, connections refused (the backend then marked down), 502s of its own.
  const stats = { retried: 0, refused: 0, badGateway: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  /** The next backend in turn that is up and not tried yet for this request. */
  function pick(tried: Set<Backend>): Backend | undefined {
    const now = performance.now();
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(next + i) % backends.length] as Backend;
      if (backend.downUntil <= now && !tried.has(backend)) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  }
  /** Whether a failure may go to the next backend; a refusal also marks the backend down. */
  function retryable(error: NodeJS.ErrnoException, backend: Backend, idempotent: boolean) {
    if (error.code !== 'ECONNREFUSED') return idempotent;
    backend.downUntil = performance.now() + DOWN_MS;
    stats.refused++;
    return true;
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const tried = new Set<Backend>();
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      'x-forwarded-for': req.socket.remoteAddress ?? '',
    };
    for (const name of HOP_BY_HOP) delete headers[name];
    const attempt = () => {
      const backend = pick(tried);
      if (!backend) {
        stats.badGateway++;
        res.writeHead(502).end();
        return;
      }
      tried.add(backend);
      onForward?.(req, backends.indexOf(backend));
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          // The backend died half-way through its answer: the client sees a cut response.
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('error', (error) => {
        if (res.headersSent) res.destroy();
        else if (retryable(error, backend, IDEMPOTENT.has(req.method ?? ''))) {
          stats.retried++;
          attempt();
        } else {
          stats.badGateway++;
          res.writeHead(502).end();
        }
      });
      upstream.end(body);
    };
    attempt();
  }

  /** A WebSocket upgrade: the request head written as received, then bytes both ways. */
  function tunnel(
    req: http.IncomingMessage,
    client: net.Socket,
    head: Buffer,
    tried: Set<Backend>,
  ) {
    const backend = pick(tried);
    if (!backend) {
      stats.badGateway++;
      client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      return;
    }
    tried.add(backend);
    const upstream = net.connect(backend.port, '127.0.0.1');
    let connected = false;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing was sent before the connection opened: an upgrade is a GET, safe to redo.
      if (!connected && retryable(error, backend, true) && !client.destroyed) {
        stats.retried++;
        tunnel(req, client, head, tried);
      } else client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      backend.tunnels.add(client);
      upstream.pipe(client).pipe(upstream);
      // Either side closing ends the other: the client sees its backend go at once.
      upstream.on('close', () => client.destroy());
      client.on('close', () => {
        backend.tunnels.delete(client);
        upstream.destroy();
      });
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks)));
  });
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => undefined);
    tunnel(req, client, head, new Set());
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    stats,
    async close() {
      for (const backend of backends) for (const client of backend.tunnels) client.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
