import type { CountryCode, JobSummary } from '@quoteway/contracts';
import { currencyOfCountry, MAX_QUOTES_PER_JOB, type SiteCountry } from '@quoteway/domain';
import type { jobs, localities } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;
type LocalityRow = typeof localities.$inferSelect;

export function presentLocality(row: LocalityRow) {
  return {
    id: row.id,
    country: row.country as CountryCode,
    postcode: row.postcode,
    locality: row.locality,
    region: row.region,
    territory: row.territory,
    island: row.island,
    lat: row.lat,
    lng: row.lng,
  };
}

/** The currency of a job's amounts: that of the country its locality is in. */
export function currencyOfLocality(row: LocalityRow) {
  return currencyOfCountry(row.country as SiteCountry);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A job as its customer sees it. */
export function presentJob(
  job: JobRow,
  locality: LocalityRow,
  professionName: string,
  reviewed = false,
): JobSummary {
  return {
    _id: job.id,
    professionSlug: job.professionSlug,
    professionName,
    description: job.description,
    answers: job.answers,
    budgetCents: job.budgetCents,
    currency: currencyOfLocality(locality),
    timing: job.timing,
    location: presentLocality(locality),
    status: job.status,
    credits: job.credits,
    noOfQuotes: job.quotesCount,
    maxQuotes: MAX_QUOTES_PER_JOB,
    createdAt: job.createdAt.toISOString(),
    hiredAt: iso(job.hiredAt),
    completedAt: iso(job.completedAt),
    cancelledAt: iso(job.cancelledAt),
    reviewed,
  };
}
