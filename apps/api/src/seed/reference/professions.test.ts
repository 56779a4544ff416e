import { Profession, ProfessionCategory } from '@quoteway/contracts';
import { describe, expect, it } from 'vitest';
import { professionBySlug, professionCategories, professions } from './professions';

const OTHER = 'Other (Please specify)';

describe('profession categories', () => {
  it('has 10-12 valid categories with unique slugs', () => {
    expect(professionCategories.length).toBeGreaterThanOrEqual(10);
    expect(professionCategories.length).toBeLessThanOrEqual(12);
    for (const category of professionCategories) {
      expect(() => ProfessionCategory.parse(category)).not.toThrow();
    }
    const slugs = professionCategories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('every category holds at least one profession', () => {
    const used = new Set(professions.map((p) => p.categorySlug));
    const empty = professionCategories.filter((c) => !used.has(c.slug)).map((c) => c.slug);
    expect(empty).toEqual([]);
  });
});

describe('professions', () => {
  it('has 55-65 professions', () => {
    expect(professions.length).toBeGreaterThanOrEqual(55);
    expect(professions.length).toBeLessThanOrEqual(65);
  });

  it('slugs are unique', () => {
    const slugs = professions.map((p) => p.slug);
    const dupes = slugs.filter((s, i) => slugs.indexOf(s) !== i);
    expect(dupes).toEqual([]);
  });

  it('names are unique', () => {
    const names = professions.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(['GIB Stopper', 'Drainlayer', 'Arborist', 'Builder', 'Plumber', 'Electrician'])(
    'includes the NZ trade %s by name',
    (name) => {
      expect(professions.some((p) => p.name === name)).toBe(true);
    },
  );

  it.each([
    ['cleaner', 3],
    ['handyman', 4],
    ['plumber', 8],
    ['builder', 12],
    ['architect', 15],
  ] as const)('%s costs %i base credits', (slug, credits) => {
    expect(professionBySlug(slug)?.baseCredits).toBe(credits);
  });

  it('professionBySlug finds every profession and nothing else', () => {
    for (const p of professions) expect(professionBySlug(p.slug)).toBe(p);
    expect(professionBySlug('astronaut')).toBeUndefined();
  });

  it('questions are independent objects, not shared between professions', () => {
    const timing = professions.map((p) => p.questions.find((q) => q.kind === 'timing'));
    expect(new Set(timing).size).toBe(professions.length);
  });
});

describe.each(professions.map((p) => [p.slug, p] as const))(
  'profession %s',
  (_slug, profession) => {
    it('parses with the Profession schema', () => {
      expect(Profession.parse(profession)).toEqual(profession);
    });

    it('belongs to a known category', () => {
      expect(professionCategories.map((c) => c.slug)).toContain(profession.categorySlug);
    });

    it('has integer base credits between 3 and 15', () => {
      expect(Number.isInteger(profession.baseCredits)).toBe(true);
      expect(profession.baseCredits).toBeGreaterThanOrEqual(3);
      expect(profession.baseCredits).toBeLessThanOrEqual(15);
    });

    it('has unique question ids', () => {
      const ids = profession.questions.map((q) => q.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('has 1-3 trade-specific single/multiple questions, each ending with the Other option', () => {
      const choices = profession.questions.filter(
        (q) => q.kind === 'single' || q.kind === 'multiple',
      );
      expect(choices.length).toBeGreaterThanOrEqual(1);
      expect(choices.length).toBeLessThanOrEqual(3);
      for (const q of choices) {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.at(-1)).toBe(OTHER);
        expect(q.options.filter((o) => o === OTHER)).toHaveLength(1);
        expect(new Set(q.options).size).toBe(q.options.length);
      }
    });

    it('has exactly one timing question offering a specific date', () => {
      const timing = profession.questions.filter((q) => q.kind === 'timing');
      expect(timing).toHaveLength(1);
      expect(timing[0]?.label).toBe('When do you need this done?');
      expect(timing[0]?.options).toContain('Specific date');
      expect(timing[0]?.options).toContain('As soon as possible');
    });

    it('has exactly one budget question offering Total, Hourly Rate and not sure', () => {
      const budget = profession.questions.filter((q) => q.kind === 'budget');
      expect(budget).toHaveLength(1);
      expect(budget[0]?.label).toBe('What is your budget?');
      expect(budget[0]?.options).toEqual(['Total', 'Hourly Rate', 'Not sure yet']);
    });

    it('has text questions without options', () => {
      for (const q of profession.questions.filter((q) => q.kind === 'text')) {
        expect(q.options).toEqual([]);
      }
    });
  },
);
