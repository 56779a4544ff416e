import AES from 'crypto-js/aes';

/**
 * A password as the API expects it in transit (spec section 7): AES with the shared
 * passphrase, in crypto-js's OpenSSL-compatible string form. It only keeps passwords out of
 * casual reading of request logs; TLS is the protection.
 */
export function encryptPassword(password: string, passphrase: string): string {
  return AES.encrypt(password, passphrase).toString();
}
