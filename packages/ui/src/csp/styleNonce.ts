import { setNonce } from 'get-nonce';

/**
 * Hand the page's CSP style nonce (the server writes it, fresh per response, into
 * `<meta name="csp-nonce">` and into the page's `style-src`) to the libraries that inject
 * style elements at run time: Radix's scroll lock, through get-nonce. Without it the browser
 * refuses those elements under the CSP. Call once, before the first render.
 */
export function adoptStyleNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  if (nonce === '') return null;
  setNonce(nonce);
  return nonce;
}
