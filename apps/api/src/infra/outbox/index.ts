export { enqueue, type OutboxItem } from './enqueue';
export { insertOutboxRows, outboxRowsJson } from './repository';
export type { OutboxHandlers } from './worker';
export { createOutboxWorker, registerOutboxWorker } from './worker';
