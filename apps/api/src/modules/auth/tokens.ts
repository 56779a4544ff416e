import { hash, randomBytes } from 'node:crypto';

/** A new opaque token for a session or an e-mail link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256 (tokens are random, so no salt is needed). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'base64url');
}
