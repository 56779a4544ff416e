import type { ApiInput } from '@quoteway/api-client';
import type { PublicBusiness } from './profileCache';

export type ProfileBody = ApiInput<'updateBusinessProfile'>['body'];

/** The contracts' limits of BusinessProfileBody, checked here first in the user's language. */
const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 120;
export const WEBSITE_MAX_LENGTH = 300;
export const PUBLIC_PHONE_MAX_LENGTH = 24;
export const LICENCES_MAX = 10;
const LICENCE_NAME_MIN_LENGTH = 2;
export const LICENCE_NAME_MAX_LENGTH = 80;
export const LICENCE_NUMBER_MAX_LENGTH = 40;
export const YEAR_FOUNDED_MIN = 1850;

/** One licence or membership as the form edits it; `key` keeps its row across edits. */
export interface LicenceRow {
  key: number;
  name: string;
  number: string;
}

/** The form's values: text as typed (the year too, so a half-typed year is not lost). */
export interface ProfileDraft {
  businessName: string;
  description: string;
  website: string;
  publicPhone: string;
  licences: LicenceRow[];
  yearFounded: string;
}

/** What can be wrong, per field and per licence row (`licence.<key>.name`). */
export type ProfileProblem =
  | 'name-short'
  | 'website'
  | 'phone-format'
  | 'licence-name'
  | 'year'
  | 'too-many-licences';

export type ProfileErrorKey =
  | 'businessName'
  | 'description'
  | 'website'
  | 'publicPhone'
  | 'licences'
  | 'yearFounded'
  | `licence.${number}.name`
  | `licence.${number}.number`;

let nextLicenceKey = 1;
/** A fresh key for a new licence row. */
export function newLicenceKey(): number {
  nextLicenceKey += 1;
  return nextLicenceKey;
}

/** The form's starting values from the saved profile. */
export function draftOf(business: PublicBusiness): ProfileDraft {
  return {
    businessName: business.businessName,
    description: business.description,
    website: business.website ?? '',
    publicPhone: business.publicPhone ?? '',
    licences: business.licences.map((l) => ({
      key: newLicenceKey(),
      name: l.name,
      number: l.number,
    })),
    yearFounded: business.yearFounded === null ? '' : String(business.yearFounded),
  };
}

/**
 * A web address as people type it ("taneplumbing.co.nz") made into one the page can link
 * to ("https://taneplumbing.co.nz"); an address that has its scheme is left as it is.
 */
export function normaliseWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The contracts' rule for a website: http(s), a host with a dot, no spaces. */
function isWebsite(value: string): boolean {
  return /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value);
}

/**
 * A public phone's shape: the country code first ("+64 21 123 4567"). The server checks
 * the digits for that country.
 */
function isInternationalPhone(value: string): boolean {
  return /^\+\d{1,3}[\s-]*\(?\d[\d\s()-]*$/.test(value);
}

/** Licence rows with nothing in them are dropped rather than refused. */
function filledLicences(rows: readonly LicenceRow[]): LicenceRow[] {
  return rows.filter((r) => r.name.trim() !== '' || r.number.trim() !== '');
}

/**
 * Check the draft against the contracts' rules, naming each problem by where it is; an
 * empty result means the body may go.
 */
export function checkDraft(
  draft: ProfileDraft,
  thisYear: number,
): Partial<Record<ProfileErrorKey, ProfileProblem>> {
  const found: Partial<Record<ProfileErrorKey, ProfileProblem>> = {};
  if (draft.businessName.trim().length < BUSINESS_NAME_MIN_LENGTH)
    found.businessName = 'name-short';
  const website = normaliseWebsite(draft.website);
  if (website !== '' && !isWebsite(website)) found.website = 'website';
  const phone = draft.publicPhone.trim();
  if (phone !== '' && !isInternationalPhone(phone)) found.publicPhone = 'phone-format';
  const licences = filledLicences(draft.licences);
  if (licences.length > LICENCES_MAX) found.licences = 'too-many-licences';
  for (const row of licences) {
    if (row.name.trim().length < LICENCE_NAME_MIN_LENGTH) {
      found[`licence.${row.key}.name`] = 'licence-name';
    }
  }
  const year = draft.yearFounded.trim();
  if (year !== '') {
    const value = /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
    if (!(value >= YEAR_FOUNDED_MIN && value <= thisYear)) found.yearFounded = 'year';
  }
  return found;
}

/**
 * The body to send, and which licence row each sent licence came from (the server names a
 * licence by its place in the list: `body.licences.2.name`).
 */
export function bodyOf(draft: ProfileDraft): { body: ProfileBody; licenceKeys: number[] } {
  const licences = filledLicences(draft.licences);
  const year = draft.yearFounded.trim();
  return {
    body: {
      businessName: draft.businessName.trim(),
      description: draft.description.trim(),
      website: normaliseWebsite(draft.website),
      publicPhone: draft.publicPhone.trim(),
      licences: licences.map((l) => ({ name: l.name.trim(), number: l.number.trim() })),
      yearFounded: year === '' ? null : Number(year),
    },
    licenceKeys: licences.map((l) => l.key),
  };
}

/**
 * The form fields a server refusal names (`body.website`, `body.licences.1.number`), keyed
 * as the form shows its errors, each with the server's message.
 */
export function serverErrorsOf(
  fields: readonly { field: string; message: string }[],
  licenceKeys: readonly number[],
): Partial<Record<ProfileErrorKey, string>> {
  const found: Partial<Record<ProfileErrorKey, string>> = {};
  const simple = ['businessName', 'description', 'website', 'publicPhone', 'yearFounded'] as const;
  for (const { field, message } of fields) {
    const parts = field.split('.');
    const path = parts[0] === 'body' ? parts.slice(1) : parts;
    const [name, index, part] = path;
    const plain = simple.find((s) => s === name);
    if (plain) {
      found[plain] ??= message;
    } else if (name === 'licences') {
      const key = index === undefined ? undefined : licenceKeys[Number(index)];
      if (key !== undefined && (part === 'name' || part === 'number')) {
        found[`licence.${key}.${part}`] ??= message;
      } else {
        found.licences ??= message;
      }
    }
  }
  return found;
}
