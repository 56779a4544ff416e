import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ProfessionService } from './service';

/** The trades and their job-wizard questions (reference data). */
export function professionHandlers({
  professions,
}: {
  professions: ProfessionService;
}): Pick<RouteHandlers, 'professions' | 'profession'> {
  return {
    professions: async ({ locale }) => professions.list(locale),
    profession: async ({ params, locale }) => professions.get(params.slug, locale),
  };
}
