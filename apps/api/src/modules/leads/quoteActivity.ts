import type { QuoteActivityResponse } from '@quoteway/contracts';
import type { QuoteType } from '@quoteway/domain';
import { requireBusiness } from '../auth';
import { currencyOfLocality } from '../jobs';
import type { Account, LeadServiceDeps } from './leadKit';
import { type ActivityQuery, quoteActivityRepository } from './quoteActivityRepository';

/** The business's quote activity (spec: page, perPage, total, status 'all', the quotes). */
export function quoteActivityService({ db }: Pick<LeadServiceDeps, 'db'>) {
  const repository = quoteActivityRepository(db);
  return {
    async quoteActivity(account: Account, query: ActivityQuery): Promise<QuoteActivityResponse> {
      requireBusiness(account);
      const rows = await repository.page(account.id, query);
      // The total rides on the rows; past the last page there are none, so count.
      const total = rows[0] ? rows[0].total : await repository.count(account.id, query);
      return {
        page: query.page,
        perPage: query.perPage,
        total,
        status: query.status,
        sentBy: query.sentBy,
        quotes: rows.map(({ quote, customerId, professionName, locality, state, automatic }) => ({
          _id: quote.id,
          jobId: quote.jobId,
          customerId,
          professionName,
          place: locality.locality,
          currency: currencyOfLocality(locality),
          estCost: { type: quote.estType as QuoteType, value: quote.estCents },
          creditsSpent: quote.credits,
          creditsReturned: quote.status === 'returned' ? quote.credits : 0,
          state,
          automatic,
          createdAt: quote.createdAt.toISOString(),
          conversationId: quote.conversationId,
        })),
      };
    },
  };
}
