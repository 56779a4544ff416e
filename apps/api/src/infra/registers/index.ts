export { createRegisters } from './registers';
export type { BusinessRegisters, RegisterConfig } from './registers';
