import type { SpendingControls, SpendingControlsBody } from '@quoteway/contracts';
import { requireBusiness, type UserRow } from '../auth';
import type { CreditServiceDependencies } from './creditKit';
import { SPENDING_CAP_WINDOW_DAYS, spendingWindowStart } from './lots';
import { spendingRepository } from './spendingRepository';

/**
 * A business's spending controls: a weekly cap on every credit it spends on quotes, by hand
 * or automatically. `spendCredits` enforces it in the spend's transaction.
 */
export function spendingControlsService({ db, clock }: CreditServiceDependencies) {
  const repository = spendingRepository(db);

  /** The controls as the console shows them: the cap and what the last 7 days spent. */
  async function present(businessId: string): Promise<SpendingControls> {
    const now = clock.now();
    const [cap, spent] = await Promise.all([
      repository.weeklyCap(businessId),
      repository.spentSince(businessId, spendingWindowStart(now)),
    ]);
    return {
      weeklyCapCredits: cap,
      spentThisWeek: spent,
      windowDays: SPENDING_CAP_WINDOW_DAYS,
    };
  }

  return {
    async spendingControls(user: UserRow): Promise<SpendingControls> {
      requireBusiness(user);
      return present(user.id);
    },

    /** Set the weekly cap, or remove it (null). A lower cap refuses the next quote over it. */
    async saveSpendingControls(
      user: UserRow,
      body: SpendingControlsBody,
    ): Promise<SpendingControls> {
      requireBusiness(user);
      await repository.saveWeeklyCap(user.id, body.weeklyCapCredits, clock.now());
      return present(user.id);
    },
  };
}
