export { enqueue, enqueueAll } from './enqueue';
export { createOutboxWorker, registerOutboxWorker } from './worker';
export type { OutboxHandlers } from './worker';
