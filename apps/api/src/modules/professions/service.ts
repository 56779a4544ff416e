import type { Profession, ProfessionList } from '@quoteway/contracts';
import { NotFoundError } from '../../errors';
import type { ProfessionRepository } from './repository';

/** The trades taxonomy and each trade's job-wizard questions. */
export function professionService(repository: ProfessionRepository) {
  return {
    async list(): Promise<ProfessionList> {
      const [categories, professions] = await Promise.all([
        repository.listCategories(),
        repository.listProfessions(),
      ]);
      return {
        categories: categories.map(({ slug, name }) => ({ slug, name })),
        professions,
      };
    },

    async get(slug: string): Promise<Profession> {
      const row = await repository.findBySlug(slug);
      if (!row) throw new NotFoundError(/*i18n*/ 'No profession "{slug}"', { slug });
      return row;
    },
  };
}

export type ProfessionService = ReturnType<typeof professionService>;
