export type { AbrLookup } from './abr';
export type { NzbnLookup } from './nzbn';
export { createRegisters } from './registers';
export type { BusinessRegisters, RegisterConfig } from './registers';
