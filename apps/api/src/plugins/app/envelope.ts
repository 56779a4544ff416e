import { createCipheriv, createHash, randomBytes } from 'node:crypto';

const SALTED = Buffer.from('Salted__');

/**
 * Seal a sealed route's answer (spec section 7) exactly as crypto-js's
 * `AES.encrypt(text, passphrase).toString()` does, so the apps open it with crypto-js as before:
 * OpenSSL's salted format, base64 of "Salted__", an 8-byte random salt and the AES-256-CBC
 * ciphertext, the key and IV derived from the passphrase and salt by EVP_BytesToKey (MD5, one
 * round). node:crypto does in native code what crypto-js did in JavaScript, which was the most
 * expensive step of a lead list after the database.
 */
export function sealEnvelope(text: string, passphrase: string): string {
  const salt = randomBytes(8);
  const secret = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let block = Buffer.alloc(0);
  // 32 bytes of key and 16 of IV: three MD5 blocks of 16.
  while (blocks.length < 3) {
    block = createHash('md5')
      .update(Buffer.concat([block, secret, salt]))
      .digest();
    blocks.push(block);
  }
  const keyAndIv = Buffer.concat(blocks);
  const cipher = createCipheriv('aes-256-cbc', keyAndIv.subarray(0, 32), keyAndIv.subarray(32));
  return Buffer.concat([SALTED, salt, cipher.update(text, 'utf8'), cipher.final()]).toString(
    'base64',
  );
}
