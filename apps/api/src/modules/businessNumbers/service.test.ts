import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import {
  type FakeRegister,
  startAbrRegister,
  startNzbnRegister,
} from '../../../test/fakes/registerServers';
import { createRegisters, type RegisterConfig } from '../../infra/registers';
import { BUSINESS_NUMBER_UNVERIFIED, businessNumberService } from './service';

const API_KEY = 'nzbn-test-key-0123';
const GUID = '6f1d2c3b-abr-test-guid';

let nzbn: FakeRegister;
let abr: FakeRegister;
let closed: FakeRegister;

beforeAll(async () => {
  nzbn = await startNzbnRegister({
    apiKey: API_KEY,
    entities: [
      {
        nzbn: '9429041925676',
        entityName: 'KIWI PLUMBING LIMITED',
        entityStatusCode: '50',
        entityStatusDescription: 'Registered',
      },
      {
        nzbn: '9429033934204',
        entityName: 'GONE DRAINS LIMITED',
        entityStatusCode: '80',
        entityStatusDescription: 'Removed',
      },
      {
        nzbn: '9429042783640',
        entityName: 'QUIET SPARKS LIMITED',
        entityStatusCode: '62',
        entityStatusDescription: 'Inactive',
      },
      // A name that contains another entity's number: the search lists it too.
      {
        nzbn: '9429040916057',
        entityName: 'FORMERLY 9429000035170 LIMITED',
        entityStatusCode: '50',
        entityStatusDescription: 'Registered',
      },
    ],
  });
  abr = await startAbrRegister({
    guid: GUID,
    records: [
      { Abn: '51824753556', AbnStatus: 'Active', Acn: '', EntityName: 'SYDNEY SPARKIES' },
      { Abn: '33051775556', AbnStatus: 'Cancelled', Acn: '', EntityName: 'OLD ROOFS' },
      { Abn: '53004085616', AbnStatus: 'Active', Acn: '004085616', EntityName: 'BRICK CO PTY LTD' },
      { Abn: '49004028077', AbnStatus: 'Cancelled', Acn: '000000019', EntityName: 'SHUT PTY LTD' },
    ],
  });
  closed = await startNzbnRegister({ apiKey: API_KEY, entities: [] });
  await closed.close();
});

afterAll(async () => {
  await nzbn.close();
  await abr.close();
});

function config(overrides: Partial<RegisterConfig> = {}): RegisterConfig {
  return {
    ...testConfig(),
    NZBN_API_URL: nzbn.url,
    NZBN_API_KEY: API_KEY,
    ABR_API_URL: abr.url,
    ABR_GUID: GUID,
    REGISTER_TIMEOUT_MS: 2000,
    ...overrides,
  };
}

const requestCount = () => nzbn.requests.length + abr.requests.length;

interface Case {
  country: 'NZ' | 'AU' | 'IN';
  number: string;
  valid: boolean;
  status: 'verified' | 'format-only' | 'rejected';
  message: string;
  kind: 'NZBN' | 'ABN' | 'ACN' | 'GSTIN' | null;
  /** Whether the number must reach a register (false: rejected or accepted offline). */
  asksRegister: boolean;
}

const cases: Case[] = [
  // New Zealand: the NZBN register.
  {
    country: 'NZ',
    number: '9429041925676',
    valid: true,
    status: 'verified',
    message: 'Business Number is Registered',
    kind: 'NZBN',
    asksRegister: true,
  },
  {
    country: 'NZ',
    number: ' 9429 0419 25676 ',
    valid: true,
    status: 'verified',
    message: 'Business Number is Registered',
    kind: 'NZBN',
    asksRegister: true,
  },
  {
    country: 'NZ',
    number: '9429033934204',
    valid: false,
    status: 'rejected',
    message: 'NZBN status shows Removed / Inactive',
    kind: 'NZBN',
    asksRegister: true,
  },
  {
    country: 'NZ',
    number: '9429042783640',
    valid: false,
    status: 'rejected',
    message: 'NZBN status shows Removed / Inactive',
    kind: 'NZBN',
    asksRegister: true,
  },
  {
    // Well formed, but only another entity's name mentions it.
    country: 'NZ',
    number: '9429000035170',
    valid: false,
    status: 'rejected',
    message: 'Business Number is not valid',
    kind: 'NZBN',
    asksRegister: true,
  },
  {
    country: 'NZ',
    number: '9429041925677',
    valid: false,
    status: 'rejected',
    message: 'Business Number is not valid',
    kind: null,
    asksRegister: false,
  },
  {
    country: 'NZ',
    number: '51824753556',
    valid: false,
    status: 'rejected',
    message: 'Business Number is not valid',
    kind: null,
    asksRegister: false,
  },
  // Australia: the ABR, by ABN or by ACN.
  {
    country: 'AU',
    number: '51824753556',
    valid: true,
    status: 'verified',
    message: 'ABN / ACN Number is Active',
    kind: 'ABN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '51 824 753 556',
    valid: true,
    status: 'verified',
    message: 'ABN / ACN Number is Active',
    kind: 'ABN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '33051775556',
    valid: false,
    status: 'rejected',
    message: 'ABN / ACN Number is Not Active',
    kind: 'ABN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '74172177893',
    valid: false,
    status: 'rejected',
    message: 'ABN / ACN Number is Not Active',
    kind: 'ABN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '004085616',
    valid: true,
    status: 'verified',
    message: 'ABN / ACN Number is Active',
    kind: 'ACN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '000000019',
    valid: false,
    status: 'rejected',
    message: 'ABN / ACN Number is Not Active',
    kind: 'ACN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '010499966',
    valid: false,
    status: 'rejected',
    message: 'ABN / ACN Number is Not Active',
    kind: 'ACN',
    asksRegister: true,
  },
  {
    country: 'AU',
    number: '51824753557',
    valid: false,
    status: 'rejected',
    message: 'Business Number is not valid',
    kind: null,
    asksRegister: false,
  },
  {
    country: 'AU',
    number: '004085617',
    valid: false,
    status: 'rejected',
    message: 'Business Number is not valid',
    kind: null,
    asksRegister: false,
  },
  // India: format only, no register.
  {
    country: 'IN',
    number: '27AAPFU0939F1ZV',
    valid: true,
    status: 'format-only',
    message: 'GSTIN Number is Valid',
    kind: 'GSTIN',
    asksRegister: false,
  },
  {
    country: 'IN',
    number: '27aapfu0939f1zv',
    valid: false,
    status: 'rejected',
    message: 'GSTIN Number is Not Valid',
    kind: null,
    asksRegister: false,
  },
  {
    country: 'IN',
    number: '9429041925676',
    valid: false,
    status: 'rejected',
    message: 'GSTIN Number is Not Valid',
    kind: null,
    asksRegister: false,
  },
];

describe('businessNumberService.check', () => {
  const service = () => businessNumberService(createRegisters(config()));

  it.each(cases)(
    '$country $number -> $status: $message',
    async ({ country, number, asksRegister, ...expected }) => {
      const before = requestCount();
      const result = await service().check(country, number);
      expect(result).toEqual({ ...expected, normalised: number.replace(/\s+/g, '') });
      expect(requestCount() - before).toBe(asksRegister ? 1 : 0);
    },
  );

  it('sends the NZBN search with the subscription key header', async () => {
    await service().check('NZ', '9429041925676');
    const request = nzbn.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/gateway/nzbn/v5/entities');
    expect(request?.query.get('search-term')).toBe('9429041925676');
    expect(Number(request?.query.get('page-size'))).toBeGreaterThan(0);
    expect(request?.headers['ocp-apim-subscription-key']).toBe(API_KEY);
  });

  it.each([
    ['ABN', '51824753556', '/json/AbnDetails.aspx', 'abn'],
    ['ACN', '004085616', '/json/AcnDetails.aspx', 'acn'],
  ])(
    'asks the ABR for an %s with the GUID and a JSONP callback',
    async (_k, number, path, param) => {
      await service().check('AU', number);
      const request = abr.requests.at(-1);
      expect(request?.path).toBe(path);
      expect(request?.query.get(param)).toBe(number);
      expect(request?.query.get('guid')).toBe(GUID);
      expect(request?.query.get('callback')).toBeTruthy();
    },
  );
});

describe('an unreachable register leaves the number format-valid but unverified', () => {
  const unverified = { valid: true, status: 'unverified', message: BUSINESS_NUMBER_UNVERIFIED };

  interface Unreachable {
    name: string;
    overrides: () => Partial<RegisterConfig>;
    mode?: FakeRegister['mode'];
    /** Whether a request still reaches the fake (false: refused before any request). */
    requested: boolean;
  }
  const ways: Unreachable[] = [
    { name: 'connection refused', overrides: () => ({}), requested: false },
    { name: 'HTTP 500', overrides: () => ({}), mode: 'fail', requested: true },
    { name: 'HTTP 429', overrides: () => ({}), mode: 'busy', requested: true },
    {
      name: 'no answer within REGISTER_TIMEOUT_MS',
      overrides: () => ({ REGISTER_TIMEOUT_MS: 200 }),
      mode: 'hang',
      requested: true,
    },
    {
      name: 'no key or GUID configured',
      overrides: () => ({ NZBN_API_KEY: undefined, ABR_GUID: undefined }),
      requested: false,
    },
    {
      name: 'key or GUID refused',
      overrides: () => ({ NZBN_API_KEY: 'wrong-key', ABR_GUID: 'wrong-guid' }),
      requested: true,
    },
  ];

  for (const way of ways) {
    it.each([
      ['NZ', '9429041925676', 'NZBN'],
      ['AU', '51824753556', 'ABN'],
      ['AU', '004085616', 'ACN'],
    ] as const)(`${way.name}: %s %s`, async (country, number, kind) => {
      const register = country === 'NZ' ? nzbn : abr;
      const refusedPort = way.name === 'connection refused';
      const overrides = {
        ...way.overrides(),
        ...(refusedPort ? { NZBN_API_URL: closed.url, ABR_API_URL: closed.url } : {}),
      };
      const before = register.requests.length;
      register.mode = way.mode ?? 'answer';
      try {
        const result = await businessNumberService(createRegisters(config(overrides))).check(
          country,
          number,
        );
        expect(result).toEqual({ ...unverified, kind, normalised: number });
      } finally {
        register.mode = 'answer';
      }
      expect(register.requests.length - before).toBe(way.requested ? 1 : 0);
    });
  }

  it('logs why, without the key or the GUID', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) };
    nzbn.mode = 'fail';
    abr.mode = 'fail';
    try {
      const service = businessNumberService(createRegisters(config()), log);
      await service.check('NZ', '9429041925676');
      await service.check('AU', '51824753556');
    } finally {
      nzbn.mode = 'answer';
      abr.mode = 'answer';
    }
    expect(lines).toHaveLength(2);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('HTTP 500');
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(GUID);
  });
});
