import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Open a lead envelope (spec section 7): the server sends `{ data }`, an AES string made with
 * the shared key. A wrong key or a damaged string is an error, never silently empty data.
 */
export function openEnvelope<T>(envelope: { data: string }, key: string): T {
  let text: string;
  try {
    text = AES.decrypt(envelope.data, key).toString(Utf8);
  } catch {
    text = '';
  }
  if (!text) throw new Error('The lead data could not be decrypted');
  return JSON.parse(text) as T;
}
