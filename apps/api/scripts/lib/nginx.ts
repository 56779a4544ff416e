// Debian's nginx in front of API processes for the cluster benchmark (bench-cluster.ts) and the
// rolling-restart test (test/rollingRestart.test.ts), run as our own process (`nginx -p <dir> -c <conf> -g 'daemon off;'`) with deploy/nginx.conf's
// essentials: round robin, the WebSocket upgrade, a refused or failed connection sent to the
// next process (a POST already sent is never replayed). Each answer names the process that
// gave it (`X-Quoteway-Upstream`), so the benchmark can tell which process held a request.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian puts nginx (NGINX_PATH overrides). */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => existsSync(nginxPath);

/** The header naming the process (`127.0.0.1:port`, the last one tried) that answered. */
export const UPSTREAM_HEADER = 'x-quoteway-upstream';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface NginxOptions {
  /** The port nginx listens on (default: a free one). */
  port?: number;
  /** How long a process that failed is left out, in seconds (deploy/nginx.conf: 5). */
  failTimeoutSeconds?: number;
  /** Idle connections kept open to the processes (deploy/nginx.conf: 32). */
  keepalive?: number;
}

function config(
  dir: string,
  port: number,
  ports: number[],
  { failTimeoutSeconds = 2, keepalive = 64 }: NginxOptions,
): string {
  const servers = ports
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
    .join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
  upstream quoteway_api {
${servers}
    keepalive ${keepalive};
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    server_tokens off;
    client_max_body_size 11m;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    add_header X-Quoteway-Upstream $upstream_addr always;
    location /socket.io/ {
      proxy_pass http://quoteway_api;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
    }
    location / {
      proxy_pass http://quoteway_api;
      proxy_set_header Connection '';
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** The port of the process that answered, from `UPSTREAM_HEADER` (the last one tried). */
export function upstreamPort(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  const last = value?.split(',').at(-1)?.trim();
  const port = Number(last?.split(':').at(-1));
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/**
 * Start nginx on a loopback port (`options.port`, or a free one) in front of `ports`; resolves
 * once it answers.
 */
export async function startNginx(ports: number[], options: NginxOptions = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'quoteway-nginx-'));
  const port = options.port ?? (await freePort());
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, port, ports, options));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  const check = spawnSync(nginxPath, ['-t', ...args]);
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child: ChildProcess = spawn(nginxPath, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const res = await fetch(`${url}/api/readyz`).catch(() => null);
    if (res?.ok) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
