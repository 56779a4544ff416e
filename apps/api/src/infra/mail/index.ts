export { createMailer } from './mailer';
export type { Mailer } from './mailer';
export { devMailboxRepository } from './repository';
export type { DevMailboxRepository } from './repository';
