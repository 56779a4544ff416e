import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { sealEnvelope } from './envelope';

const open = (sealed: string, passphrase: string) =>
  CryptoJS.AES.decrypt(sealed, passphrase).toString(CryptoJS.enc.Utf8);

describe('sealEnvelope', () => {
  it('is opened by crypto-js, as the apps open it, whatever the text and its length', () => {
    const texts = [
      '',
      'a',
      '0123456789abcdef',
      JSON.stringify({ data: [{ description: 'Fix the roof – ٣ غرف, 水管 🚿' }], total: 1 }),
      'x'.repeat(20_000),
    ];
    for (const text of texts) {
      expect(open(sealEnvelope(text, 'the envelope key'), 'the envelope key')).toBe(text);
    }
  });

  it('salts every envelope, and another passphrase does not open it', () => {
    const first = sealEnvelope('the same lead list', 'key one');
    const second = sealEnvelope('the same lead list', 'key one');
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64').subarray(0, 8).toString()).toBe('Salted__');
    let opened: string;
    try {
      opened = open(first, 'key two');
    } catch {
      opened = '';
    }
    expect(opened).not.toBe('the same lead list');
  });

  it('is what crypto-js itself seals, opened the same way', () => {
    const text = JSON.stringify({ hello: 'world', n: 42 });
    const ours = open(sealEnvelope(text, 'k'), 'k');
    const theirs = open(CryptoJS.AES.encrypt(text, 'k').toString(), 'k');
    expect(ours).toBe(theirs);
  });
});
