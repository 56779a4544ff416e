import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { localities } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test database seeds New Zealand's places; a few of Sydney's and Mumbai's are enough.
  await t.database.db.insert(localities).values([
    {
      country: 'AU',
      postcode: '2026',
      locality: 'Bondi',
      region: 'New South Wales',
      lat: -33.89,
      lng: 151.26,
    },
    {
      country: 'AU',
      postcode: '2026',
      locality: 'Bondi Beach',
      region: 'New South Wales',
      lat: -33.89,
      lng: 151.27,
    },
    {
      country: 'AU',
      postcode: '2022',
      locality: 'Bondi Junction',
      region: 'New South Wales',
      lat: -33.89,
      lng: 151.25,
    },
    {
      country: 'AU',
      postcode: '1355',
      locality: 'Bondi Junction',
      region: 'New South Wales',
      lat: -33.89,
      lng: 151.25,
    },
    {
      country: 'IN',
      postcode: '400076',
      locality: 'Powai',
      region: 'Maharashtra',
      lat: 19.12,
      lng: 72.9,
    },
  ]);
});
afterAll(() => t.close());

const elsewhere = async (query: string) => {
  const res = await t.app.inject(`/api/localities/elsewhere?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().place;
};

describe('GET /api/localities/elsewhere', () => {
  it('finds Bondi in Australia when it is typed on the New Zealand site', async () => {
    expect(await elsewhere('q=Bondi&country=NZ')).toEqual({
      locality: 'Bondi',
      region: 'New South Wales',
      country: 'AU',
    });
    // A name begun, in any case: one row per place however many postcodes it has.
    expect(await elsewhere('q=bondi%20j&country=IN')).toMatchObject({
      locality: 'Bondi Junction',
      country: 'AU',
    });
  });

  it('finds a New Zealand place from the Indian site, and an Indian one from the Australian', async () => {
    expect(await elsewhere('q=Porirua&country=IN')).toMatchObject({
      locality: 'Porirua',
      country: 'NZ',
    });
    expect(await elsewhere('q=Powai&country=AU')).toMatchObject({ country: 'IN' });
  });

  it('offers nothing when the site has the place itself, or for a name too short or a number', async () => {
    expect(await elsewhere('q=Porirua&country=NZ')).toBeNull();
    expect(await elsewhere('q=Bondi&country=AU')).toBeNull();
    expect(await elsewhere('q=Bo&country=NZ')).toBeNull();
    expect(await elsewhere('q=2026&country=NZ')).toBeNull();
    expect(await elsewhere('q=Xyzzyplace&country=NZ')).toBeNull();
    expect(await elsewhere('q=%25%25%25&country=NZ')).toBeNull();
  });

  it.each([
    ['', 'querystring.q'],
    ['q=Bondi&country=US', 'querystring.country'],
    [`q=${'a'.repeat(81)}`, 'querystring.q'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject(`/api/localities/elsewhere?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});
