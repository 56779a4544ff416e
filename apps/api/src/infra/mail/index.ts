export { createMailer } from './mailer';
export type { MailMessage, Mailer } from './mailer';
export { devMailboxRepository } from './repository';
export type { DevMailboxEntry, DevMailboxRepository } from './repository';
