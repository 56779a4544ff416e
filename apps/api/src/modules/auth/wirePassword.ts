import CryptoJS from 'crypto-js';

/**
 * Decrypt a password the browser encrypted with the shared passphrase (crypto-js AES,
 * OpenSSL-compatible "Salted__" format). Returns null when it does not decrypt to text.
 */
export function decryptWirePassword(encrypted: string, passphrase: string): string | null {
  try {
    const text = CryptoJS.AES.decrypt(encrypted, passphrase).toString(CryptoJS.enc.Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** Encrypt as the browser does (used by tests, the CLI and the demo seed). */
export function encryptWirePassword(password: string, passphrase: string): string {
  return CryptoJS.AES.encrypt(password, passphrase).toString();
}
