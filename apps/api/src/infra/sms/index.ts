export { devSmsGateway } from './gateway';
export type { DevText, SmsGateway } from './gateway';
