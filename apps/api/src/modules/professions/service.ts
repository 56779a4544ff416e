import type { Profession, ProfessionList, Question } from '@quoteway/contracts';
import { type Locale, type Translator, translator } from '@quoteway/i18n/server';
import { NotFoundError } from '../../errors';
import type { ProfessionRepository } from './repository';

/** A question in the reader's language; its options stay the values answers carry. */
function localizedQuestion(tr: Translator, question: Question): Question {
  return {
    ...question,
    label: tr.t(question.label),
    optionLabels: question.options.map((option) => tr.t(option)),
  };
}

/** The trades taxonomy and each trade's job-wizard questions, in the reader's language. */
export function professionService(repository: ProfessionRepository) {
  return {
    async list(locale: Locale = 'en'): Promise<ProfessionList> {
      const tr = translator(locale);
      const [categories, professions] = await Promise.all([
        repository.listCategories(),
        repository.listProfessions(),
      ]);
      return {
        categories: categories.map(({ slug, name }) => ({ slug, name: tr.t(name) })),
        professions: professions.map((profession) => ({
          ...profession,
          name: tr.t(profession.name),
        })),
      };
    },

    async get(slug: string, locale: Locale = 'en'): Promise<Profession> {
      const row = await repository.findBySlug(slug);
      if (!row) throw new NotFoundError(/*i18n*/ 'No profession "{slug}"', { slug });
      const tr = translator(locale);
      return {
        ...row,
        name: tr.t(row.name),
        questions: row.questions.map((question) => localizedQuestion(tr, question)),
      };
    },
  };
}

export type ProfessionService = ReturnType<typeof professionService>;
