// What the chat benchmarks (bench-chat.ts, one process; bench-cluster.ts, three behind a
// proxy) share: their users in customer-business pairs with a conversation and a session
// each, and the environment of the built server they start.
import { systemClock } from '../../src/infra/clock';
import type { DatabaseHandle } from '../../src/db/client';
import { conversations, users } from '../../src/db/schema';
import { sessionStore } from '../../src/modules/auth/sessions';
import { inBatches } from './runs';

/** One side of a conversation, with the session token its requests and socket carry. */
export interface ChatPair {
  id: string;
  token: string;
  conversationId: string;
  otherId: string;
}

/**
 * `count` users (even) in customer-business pairs, one conversation per pair, and a session
 * each; their e-mails start with `prefix` (a fresh one for users of a new repetition). In
 * pairs in the list: a customer, then its business.
 */
export async function seedChatPairs(
  database: DatabaseHandle,
  count: number,
  prefix: string,
): Promise<ChatPair[]> {
  const { db } = database;
  const pairs = count / 2;
  const now = systemClock.now();
  const email = (side: string, n: number) => `${prefix}.${side}${n}@example.co.nz`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        const business = i >= pairs;
        const n = business ? i - pairs : i;
        return {
          email: email(business ? 'business' : 'customer', n),
          userName: business ? `Tradie ${n}` : `Customer ${n}`,
          userType: business ? ('Business User' as const) : ('Customer User' as const),
          status: 'ACTIVE' as const,
          verifiedAt: now,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const idOf = (side: string, n: number) => {
    const id = byEmail.get(email(side, n));
    if (!id) throw new Error(`no ${side} ${n}`);
    return id;
  };
  const created = await db
    .insert(conversations)
    .values(
      Array.from({ length: pairs }, (_, n) => ({
        customerId: idOf('customer', n),
        businessId: idOf('business', n),
      })),
    )
    .returning({
      id: conversations.id,
      customerId: conversations.customerId,
      businessId: conversations.businessId,
    });
  const sessions = sessionStore(db, systemClock, 30);
  const list = created.flatMap((c) => [
    { id: c.customerId, token: '', conversationId: c.id, otherId: c.businessId },
    { id: c.businessId, token: '', conversationId: c.id, otherId: c.customerId },
  ]);
  await inBatches(list, 4, async (user) => {
    user.token = await sessions.issue(user.id);
  });
  return list;
}

/**
 * The environment of a built API process (dist/server.js) for a benchmark: production, on the
 * scratch database, on a port of its own choosing, no seeding, and no rate limit on the one
 * client address that sends everything.
 */
export function benchServerEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.quoteway.example',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    RATE_LIMIT_MAX: '1000000000',
  };
}
