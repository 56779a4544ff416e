import type { Profession, ProfessionList, Question } from '@quoteway/contracts';
import { type Locale, type Translator, translator } from '@quoteway/i18n/server';
import { NotFoundError } from '../../errors';
import { entityTag } from '../../plugins/app/entityTag';
import type { ProfessionRepository } from './repository';

/** A question in the reader's language; its options stay the values answers carry. */
function localizedQuestion(tr: Translator, question: Question): Question {
  return {
    ...question,
    label: tr.t(question.label),
    optionLabels: question.options.map((option) => tr.t(option)),
  };
}

/**
 * The trades taxonomy and each trade's job-wizard questions, in the reader's language.
 * Reference data: written by the seed before the server listens and never by a request, so
 * each language's answer is read once per process and kept (`cachedList`, `cachedOne`), with
 * its entity tag.
 */
export function professionService(repository: ProfessionRepository) {
  /** Each answer by language (and trade), kept as its promise: one read per process. */
  const cache = new Map<string, Promise<unknown>>();
  /** Keep a promise; one that fails is forgotten, so the next request tries again. */
  function remember<T>(key: string, make: () => Promise<T>): Promise<T> {
    let kept = cache.get(key) as Promise<T> | undefined;
    if (!kept) {
      kept = make();
      cache.set(key, kept);
      kept.catch(() => cache.delete(key));
    }
    return kept;
  }
  const service = {
    /** The list in `locale`, read once per process, with its entity tag. */
    cachedList(locale: Locale = 'en') {
      return remember(`list:${locale}`, async () => {
        const body = await service.list(locale);
        return { body, etag: entityTag(body) };
      });
    },

    /** One trade in `locale`, read once per process, with its entity tag. */
    cachedOne(slug: string, locale: Locale = 'en') {
      return remember(`one:${locale}:${slug}`, async () => {
        const body = await service.get(slug, locale);
        return { body, etag: entityTag(body) };
      });
    },

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
  return service;
}

export type ProfessionService = ReturnType<typeof professionService>;
