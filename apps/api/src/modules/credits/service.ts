import type { CreditServiceDependencies } from './creditKit';
import { expiryService } from './expiry';
import { ledgerService } from './ledger';
import { planService } from './plans';
import { autoTopUpService } from './autoTopUp';
import { purchaseService } from './purchases';
import { stripeEventService } from './stripeEvents';
import { spendingControlsService } from './spendingControls';
import { taxDocumentService } from './taxDocumentService';

export type { CreditServiceDependencies } from './creditKit';
export { RECONCILE_AFTER_MS } from './purchases';

/**
 * Plans, purchases (through the payment gateway, idempotently), the credit ledger and
 * expiry: one service made of four by use case.
 */
export function creditService(deps: CreditServiceDependencies) {
  return {
    ...planService(deps.cardEntry),
    ...purchaseService(deps),
    ...ledgerService(deps),
    ...expiryService(deps),
    ...taxDocumentService(deps),
    ...stripeEventService(deps),
    ...spendingControlsService(deps),
    ...autoTopUpService(deps),
  };
}

export type CreditService = ReturnType<typeof creditService>;
