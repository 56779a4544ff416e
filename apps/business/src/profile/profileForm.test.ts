import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  checkDraft,
  normaliseWebsite,
  type ProfileDraft,
  serverErrorsOf,
} from './profileForm';

const draft = (overrides: Partial<ProfileDraft> = {}): ProfileDraft => ({
  businessName: 'Tane Plumbing',
  description: '',
  website: '',
  publicPhone: '',
  licences: [],
  yearFounded: '',
  ...overrides,
});

describe('normaliseWebsite', () => {
  it.each([
    ['taneplumbing.co.nz', 'https://taneplumbing.co.nz'],
    ['  www.tane.nz/about ', 'https://www.tane.nz/about'],
    ['http://tane.nz', 'http://tane.nz'],
    ['https://tane.nz', 'https://tane.nz'],
    ['', ''],
  ])('%j becomes %j', (typed, sent) => {
    expect(normaliseWebsite(typed)).toBe(sent);
  });
});

describe('checkDraft', () => {
  it('accepts a complete profile and an empty optional one', () => {
    expect(checkDraft(draft(), 2026)).toEqual({});
    expect(
      checkDraft(
        draft({
          website: 'tane.nz',
          publicPhone: '+64 21 555 0101',
          licences: [{ key: 1, name: 'LBP', number: 'BP123456' }],
          yearFounded: '2009',
        }),
        2026,
      ),
    ).toEqual({});
  });

  it('names each problem where it is, licence rows by their key', () => {
    expect(
      checkDraft(
        draft({
          businessName: ' T ',
          website: 'not a site',
          publicPhone: '021 555 0101',
          licences: [
            { key: 7, name: 'X', number: '1' },
            { key: 8, name: '', number: '' },
          ],
          yearFounded: '2027',
        }),
        2026,
      ),
    ).toEqual({
      businessName: 'name-short',
      website: 'website',
      publicPhone: 'phone-format',
      'licence.7.name': 'licence-name',
      yearFounded: 'year',
    });
    expect(checkDraft(draft({ yearFounded: '1849' }), 2026)).toEqual({ yearFounded: 'year' });
    expect(checkDraft(draft({ yearFounded: '20o9' }), 2026)).toEqual({ yearFounded: 'year' });
  });

  it('refuses more than ten filled licences', () => {
    const licences = Array.from({ length: 11 }, (_, i) => ({
      key: i,
      name: `Lic ${i}`,
      number: '',
    }));
    expect(checkDraft(draft({ licences }), 2026)).toEqual({ licences: 'too-many-licences' });
  });
});

describe('bodyOf', () => {
  it('trims, drops empty licence rows and remembers where each sent licence came from', () => {
    expect(
      bodyOf(
        draft({
          businessName: ' Tane Plumbing ',
          website: 'tane.nz',
          licences: [
            { key: 3, name: ' LBP ', number: ' BP1 ' },
            { key: 4, name: ' ', number: '' },
            { key: 5, name: 'Master Plumbers', number: '' },
          ],
          yearFounded: ' 2009 ',
        }),
      ),
    ).toEqual({
      body: {
        businessName: 'Tane Plumbing',
        description: '',
        website: 'https://tane.nz',
        publicPhone: '',
        licences: [
          { name: 'LBP', number: 'BP1' },
          { name: 'Master Plumbers', number: '' },
        ],
        yearFounded: 2009,
      },
      licenceKeys: [3, 5],
    });
  });
});

describe('serverErrorsOf', () => {
  it('puts each refused field on its field, a licence on its row', () => {
    expect(
      serverErrorsOf(
        [
          { field: 'body.website', message: 'must be a web address (https://...)' },
          { field: 'body.licences.1.number', message: 'too long' },
          { field: 'body.licences', message: 'too many' },
          { field: 'body.unknown', message: 'ignored' },
          { field: 'body.website', message: 'a second word on it' },
        ],
        [3, 5],
      ),
    ).toEqual({
      website: 'must be a web address (https://...)',
      'licence.5.number': 'too long',
      licences: 'too many',
    });
  });
});
