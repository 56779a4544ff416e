import type { BusinessNumberCheck } from '@quoteway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../infra/clock';
import type { Queryable } from '../../db/client';
import {
  ABN_ACN_ACTIVE,
  ABN_ACN_NOT_ACTIVE,
  BUSINESS_NUMBER_NOT_VALID,
  BUSINESS_NUMBER_REGISTERED,
  type BusinessNumberCountry,
  type BusinessNumberKind,
  businessNumberCountries,
  checkBusinessNumberFormat,
  NZBN_REMOVED_OR_INACTIVE,
  normaliseBusinessNumber,
} from '@quoteway/validation';
import { RegisterUnavailableError } from '../../errors';
import type { BusinessRegisters } from '../../infra/registers';
import { type BusinessNumberStatus, businessNumberRepository } from './repository';

/** A GSTIN has no public register we call: a well-formed one is accepted on its format. */
const GSTIN_VALID = 'GSTIN Number is Valid';
/** The register could not be asked; registration goes ahead and the number is re-checked. */
export const BUSINESS_NUMBER_UNVERIFIED =
  'Business Number format is valid; we will confirm it with the register shortly';

/** The contract's answer plus what the server keeps: the kind and the number as stored. */
export interface BusinessNumberResult extends BusinessNumberCheck {
  /** Null when the number fits no kind of the country. */
  kind: BusinessNumberKind | null;
  /** The number without whitespace, as the businesses table stores it. */
  normalised: string;
}

/**
 * Business-number checks of the spec: offline format and check digit first (a bad number
 * never reaches a register), then the NZBN register (NZ) or the ABR (AU); IN is format only.
 * A register that cannot be asked makes the number `unverified`, never rejected.
 */
export function businessNumberService(
  registers: BusinessRegisters,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  async function askRegister(
    kind: 'NZBN' | 'ABN' | 'ACN',
    number: string,
  ): Promise<BusinessNumberCheck> {
    if (kind === 'NZBN') {
      const entity = await registers.nzbn(number);
      if (!entity.found) return rejected(BUSINESS_NUMBER_NOT_VALID);
      return entity.registered
        ? { valid: true, status: 'verified', message: BUSINESS_NUMBER_REGISTERED }
        : rejected(NZBN_REMOVED_OR_INACTIVE);
    }
    const entity = await registers.abr(kind, number);
    return entity.found && entity.active
      ? { valid: true, status: 'verified', message: ABN_ACN_ACTIVE }
      : rejected(ABN_ACN_NOT_ACTIVE);
  }

  return {
    /** Check a business number for a country, as registration does (spec messages). */
    async check(country: BusinessNumberCountry, number: string): Promise<BusinessNumberResult> {
      const normalised = normaliseBusinessNumber(number);
      const format = checkBusinessNumberFormat(country, number);
      if (!format.ok) return { ...rejected(format.message), kind: null, normalised };
      const { kind } = format;
      if (kind === 'GSTIN') {
        return { valid: true, status: 'format-only', message: GSTIN_VALID, kind, normalised };
      }
      try {
        return { ...(await askRegister(kind, normalised)), kind, normalised };
      } catch (error) {
        if (!(error instanceof RegisterUnavailableError)) throw error;
        log?.warn(
          { register: error.register, reason: error.reason, kind },
          'business number register unavailable; the number stays unverified',
        );
        return {
          valid: true,
          status: 'unverified',
          message: BUSINESS_NUMBER_UNVERIFIED,
          kind,
          normalised,
        };
      }
    },
  };
}

export type BusinessNumberService = ReturnType<typeof businessNumberService>;

function rejected(message: string): BusinessNumberCheck {
  return { valid: false, status: 'rejected', message };
}

export interface RecheckResult {
  /** The register still could not be asked: try again later. */
  retry: boolean;
  /**
   * The register now says the number is not valid (not found, removed, not active). No
   * status says so: the business keeps its status and the caller tells the business.
   */
  rejected: boolean;
  /** The spec's message for the number ('Business Number is Registered', ...). */
  message: string;
  /** businessNumberStatus after the recheck; null when the user has no business. */
  status: BusinessNumberStatus | null;
}

/**
 * Ask the register again about a business's number (queued when registration found the
 * register unreachable). A 'verified' or 'format-only' answer is stored; an unreachable
 * register changes nothing and asks for a retry; a rejection is reported, not stored.
 * businessNumberCheckedAt is set whenever a register (or, for a GSTIN, the format) gave an
 * answer, so it always means "last confirmed by the register at".
 */
export async function recheckBusinessNumber(
  db: Queryable,
  service: BusinessNumberService,
  userId: string,
  clock: Clock = systemClock,
): Promise<RecheckResult> {
  const repository = businessNumberRepository(db);
  const business = await repository.find(userId);
  if (!business) {
    return { retry: false, rejected: false, message: 'No business to check', status: null };
  }
  const country = businessNumberCountries.find((c) => c === business.country);
  if (!country) throw new Error(`business of user ${userId} has unsupported country`);

  const result = await service.check(country, business.businessNumber);
  const kept = business.businessNumberStatus;
  const now = clock.now();
  // Every answer, and every time the register could not be asked, is a line of its history.
  await repository.addHistory({
    businessId: userId,
    businessNumber: business.businessNumber,
    outcome: result.status === 'unverified' ? 'unreachable' : result.status,
    message: result.message,
    checkedAt: now,
  });
  switch (result.status) {
    case 'unverified':
      return { retry: true, rejected: false, message: result.message, status: kept };
    case 'rejected':
      await repository.recordCheck(userId, business.businessNumber, {
        rejected: true,
        checkedAt: now,
      });
      return { retry: false, rejected: true, message: result.message, status: kept };
    case 'verified':
    case 'format-only': {
      const stored = await repository.recordCheck(userId, business.businessNumber, {
        status: result.status,
        checkedAt: now,
      });
      return {
        retry: false,
        rejected: false,
        message: result.message,
        status: stored ? result.status : kept,
      };
    }
  }
}
