export { enqueue, type OutboxItem } from './enqueue';
export { createOutboxWorker, registerOutboxWorker } from './worker';
export type { OutboxHandlers } from './worker';
export { insertOutboxRows, outboxRowsJson } from './repository';
