import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testConfig } from './config';
import { openDatabase } from './db/client';

/** The OpenAPI document as the running server serves it, from the route schemas. */
export async function generateOpenApi(): Promise<string> {
  const database = await openDatabase({});
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app?.close();
    await database.close();
  }
}
