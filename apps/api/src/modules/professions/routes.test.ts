import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('professions', () => {
  it('lists the taxonomy with a category for every trade', async () => {
    const res = await t.app.inject('/api/professions');
    expect(res.statusCode).toBe(200);
    const { categories, professions } = res.json();
    expect(professions.length).toBeGreaterThanOrEqual(55);
    const slugs = new Set(categories.map((c: { slug: string }) => c.slug));
    for (const p of professions) expect(slugs.has(p.categorySlug)).toBe(true);
    expect(professions[0]).not.toHaveProperty('questions');
  });

  it('returns one trade with its wizard questions', async () => {
    const res = await t.app.inject('/api/professions/plumber');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('Plumber');
    const budget = body.questions.find((q: { kind: string }) => q.kind === 'budget');
    expect(budget.options).toEqual(['Total', 'Hourly Rate', 'Not sure yet']);
    const timing = body.questions.find((q: { kind: string }) => q.kind === 'timing');
    expect(timing.options).toContain('Specific date');
  });

  it('answers an unknown trade with 404', async () => {
    const res = await t.app.inject('/api/professions/astronaut');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('astronaut');
  });

  it('answers a malformed slug with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/professions/Not%20A%20Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('params.slug');
  });
});
