import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import { createMailer, type Mailer } from './mail';
import { type PaymentGateway, paymentGateway } from './payments';
import { type BusinessRegisters, createRegisters } from './registers';
import { devSmsGateway, type SmsGateway } from './sms';
import { createFileStorage, type FileStorage } from './storage';

/** The adapters the module context carries (see context.ts). */
interface Infra {
  mailer: Mailer;
  sms: SmsGateway;
  storage: FileStorage;
  registers: BusinessRegisters;
  payments: PaymentGateway;
}

/**
 * The adapters this configuration asks for: SMTP or the dev mailbox, the dev SMS table, S3 or
 * a local folder, the registers at their configured addresses, Stripe or the sandbox.
 */
export function createInfra(
  config: Config,
  { db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger },
): Infra {
  return {
    mailer: createMailer(config, db, log),
    sms: devSmsGateway(db),
    storage: createFileStorage(config, config.DATA_DIR),
    registers: createRegisters(config),
    payments: paymentGateway(config, clock),
  };
}
