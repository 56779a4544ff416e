/**
 * The default shared passphrase for passwords in transit (spec section 7: the browser
 * encrypts passwords with a fixed shared passphrase). It deters casual reading of request
 * logs only; TLS is the protection. Deployments may override it on both sides.
 */
export const DEFAULT_WIRE_PASSPHRASE = 'quoteway-wire-passphrase-v1';

/**
 * The default key of the lead envelope (spec section 7: lead lists and lead details arrive
 * AES-encrypted with a fixed shared key). Like the passphrase it only deters casual scraping;
 * the session token decides who may read a lead. Deployments may override it on both sides.
 */
export const DEFAULT_LEAD_ENVELOPE_KEY = 'quoteway-lead-envelope-v1';
