/**
 * The default shared passphrase for passwords in transit (spec section 7: the browser
 * encrypts passwords with a fixed shared passphrase). It deters casual reading of request
 * logs only; TLS is the protection. Deployments may override it on both sides.
 */
export const DEFAULT_WIRE_PASSPHRASE = 'quoteway-wire-passphrase-v1';
