/// <reference types="node" />
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient, DEFAULT_LEAD_ENVELOPE_KEY } from '@quoteway/api-client';
import { type ApiAnswer, serveLocalApi as serveApi } from '@quoteway/api-client/testing';

import { consoleReadsSettled } from './renderConsole';

export { type ApiAnswer, apiError } from '@quoteway/api-client/testing';

/**
 * Seal a payload as the API seals lead lists and lead details: crypto-js's passphrase AES
 * (OpenSSL's format: "Salted__", an 8-byte salt, AES-256-CBC with the key and IV derived by
 * EVP_BytesToKey over MD5), base64, inside `{ data }`. Written with node:crypto so the test
 * checks that the client really opens the server's format.
 */
export function sealed(payload: unknown, passphrase = DEFAULT_LEAD_ENVELOPE_KEY): ApiAnswer {
  const salt = randomBytes(8);
  let derived: Buffer = Buffer.alloc(0);
  let block: Buffer = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const data = Buffer.concat([Buffer.from('Salted__', 'latin1'), salt, encrypted]).toString(
    'base64',
  );
  return { body: { data } };
}

/**
 * The local API (`@quoteway/api-client/testing`); `client()` is a real api-client pointed at
 * it, fresh for each test (no cache carried between tests).
 */
export function serveLocalApi() {
  const local = serveApi({ settle: consoleReadsSettled });
  return {
    ...local,
    client(): ApiClient {
      return createApiClient({ baseUrl: local.url(), getToken: () => 'business-token' });
    },
  };
}
