import { getNonce } from 'get-nonce';
import { expect, it } from 'vitest';
import { adoptStyleNonce } from './styleNonce';

it('hands the nonce of <meta name="csp-nonce"> to the style injectors (get-nonce)', () => {
  const doc = document.implementation.createHTMLDocument('page');
  expect(adoptStyleNonce(doc)).toBeNull();
  doc.head.innerHTML = '<meta name="csp-nonce" content="c2VjcmV0LW5vbmNl">';
  expect(adoptStyleNonce(doc)).toBe('c2VjcmV0LW5vbmNl');
  expect(getNonce()).toBe('c2VjcmV0LW5vbmNl');
});
