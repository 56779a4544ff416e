import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test doubles for the government business registers, which cannot run here. Each is a
 * local HTTP server on 127.0.0.1 that answers in the register's real wire format from a
 * small in-memory table, checks the credential the way the register does, records every
 * request, and can be told to fail (HTTP 500), to be busy (HTTP 429), or to hang.
 */

export type FakeRegisterMode = 'answer' | 'fail' | 'busy' | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface FakeRegister {
  /** Base URL to configure (NZBN_API_URL or ABR_API_URL). */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** How the next requests are answered; 'answer' by default. */
  mode: FakeRegisterMode;
  /** Stop listening and drop every open connection (hanging requests included). */
  close(): Promise<void>;
}

/** Azure API Management's answer when a subscription spends its call quota. */
const RATE_LIMITED = {
  statusCode: 429,
  message: 'Rate limit is exceeded. Try again in 60 seconds.',
};

async function startFake(
  basePath: string,
  answer: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<FakeRegister> {
  const fake: FakeRegister = {
    url: '',
    requests: [],
    mode: 'answer',
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    fake.requests.push(request);
    switch (fake.mode) {
      case 'hang':
        return;
      case 'fail':
        res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
        return;
      case 'busy':
        sendJson(res, 429, RATE_LIMITED, { 'retry-after': '60' });
        return;
      case 'answer':
        answer(request, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}${basePath}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return fake;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

// ---------------------------------------------------------------------------------------
// NZBN API v5 (MBIE): GET {base}/entities?search-term=&page-size=, subscription key in the
// Ocp-Apim-Subscription-Key header; no match is a 200 with `items: []`.

/** An entity as the NZBN search lists it (the fields a search item carries). */
export interface NzbnEntity {
  nzbn: string;
  entityName: string;
  /** '50' Registered, '80' Removed, '62' Inactive (as the register codes them). */
  entityStatusCode: string;
  entityStatusDescription: string;
  entityTypeCode?: string;
  entityTypeDescription?: string;
  sourceRegisterUniqueId?: string;
  registrationDate?: string;
}

export const NZBN_BASE_PATH = '/gateway/nzbn/v5';

export function startNzbnRegister(options: {
  apiKey: string;
  entities: NzbnEntity[];
}): Promise<FakeRegister> {
  return startFake(NZBN_BASE_PATH, (request, res) => {
    // Azure API Management answers for the register when the key is missing or wrong.
    const key = request.headers['ocp-apim-subscription-key'];
    if (!key) {
      return sendJson(res, 401, {
        statusCode: 401,
        message:
          'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.',
      });
    }
    if (key !== options.apiKey) {
      return sendJson(res, 401, {
        statusCode: 401,
        message:
          'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
      });
    }
    if (request.method !== 'GET' || request.path !== `${NZBN_BASE_PATH}/entities`) {
      return sendJson(res, 404, { statusCode: 404, message: 'Resource not found' });
    }
    const term = (request.query.get('search-term') ?? '').trim().toLowerCase();
    const pageSize = Number(request.query.get('page-size') ?? 50) || 50;
    const page = Number(request.query.get('page') ?? 0) || 0;
    const matches = options.entities.filter(
      (e) => term !== '' && (e.nzbn === term || e.entityName.toLowerCase().includes(term)),
    );
    sendJson(res, 200, {
      pageSize,
      page,
      totalItems: matches.length,
      sortBy: null,
      sortOrder: null,
      items: matches.slice(page * pageSize, (page + 1) * pageSize).map((e) => ({
        entityStatusCode: e.entityStatusCode,
        entityName: e.entityName,
        nzbn: e.nzbn,
        entityTypeCode: e.entityTypeCode ?? 'LTD',
        entityTypeDescription: e.entityTypeDescription ?? 'NZ Limited Company',
        entityStatusDescription: e.entityStatusDescription,
        tradingNames: [],
        classifications: [],
        previousEntityNames: [],
        registrationDate: e.registrationDate ?? '2010-01-01T00:00:00.000+1300',
        sourceRegister: 'COMPANY',
        sourceRegisterUniqueId: e.sourceRegisterUniqueId ?? '1234567',
      })),
    });
  });
}

// ---------------------------------------------------------------------------------------
// ABR JSON web services: GET {base}/AbnDetails.aspx?abn=&callback=&guid= and
// AcnDetails.aspx?acn=..., answering JSONP `callback({...})` with HTTP 200 even on refusals,
// which carry an empty record and a Message.

/** An ABN record as AbnDetails / AcnDetails return it. */
export interface AbrRecord {
  Abn: string;
  /** 'Active' or 'Cancelled'. */
  AbnStatus: string;
  Acn: string;
  EntityName: string;
  EntityTypeCode?: string;
  EntityTypeName?: string;
}

export const ABR_BASE_PATH = '/json';

export function startAbrRegister(options: {
  guid: string;
  records: AbrRecord[];
}): Promise<FakeRegister> {
  return startFake(ABR_BASE_PATH, (request, res) => {
    const callback = request.query.get('callback') || 'callback';
    const reply = (payload: Record<string, unknown>) =>
      res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        .end(`${callback}(${JSON.stringify(payload)})`);
    const refusal = (message: string) =>
      reply({
        Abn: '',
        AbnStatus: '',
        AbnStatusEffectiveFrom: '',
        Acn: '',
        AddressDate: null,
        AddressPostcode: '',
        AddressState: '',
        BusinessName: [],
        EntityName: '',
        EntityTypeCode: '',
        EntityTypeName: '',
        Gst: null,
        Message: message,
      });

    const page = request.path.slice(ABR_BASE_PATH.length + 1).toLowerCase();
    if (page !== 'abndetails.aspx' && page !== 'acndetails.aspx') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h2>404 - File not found</h2>');
      return;
    }
    if (request.query.get('guid') !== options.guid) {
      return refusal('The GUID entered is not recognised as a Registered Party');
    }
    const byAbn = page === 'abndetails.aspx';
    const number = (request.query.get(byAbn ? 'abn' : 'acn') ?? '').replace(/\s+/g, '');
    if (!(byAbn ? /^\d{11}$/ : /^\d{9}$/).test(number)) {
      return refusal('Search text is not a valid ABN or ACN');
    }
    const record = options.records.find((r) => (byAbn ? r.Abn : r.Acn) === number);
    if (!record) return refusal('No record found');
    reply({
      Abn: record.Abn,
      AbnStatus: record.AbnStatus,
      AbnStatusEffectiveFrom: '2000-07-01',
      Acn: record.Acn,
      AddressDate: '2000-07-01',
      AddressPostcode: '2000',
      AddressState: 'NSW',
      BusinessName: [],
      EntityName: record.EntityName,
      EntityTypeCode: record.EntityTypeCode ?? 'PRV',
      EntityTypeName: record.EntityTypeName ?? 'Australian Private Company',
      Gst: record.AbnStatus === 'Active' ? '2000-07-01' : null,
      Message: '',
    });
  });
}
