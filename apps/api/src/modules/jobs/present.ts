import type { CountryCode, JobPhoto, JobSummary } from '@quoteway/contracts';
import { currencyOfCountry, MAX_QUOTES_PER_JOB, type SiteCountry } from '@quoteway/domain';
import type { jobs, localities } from '../../db/schema';
import { publicMediaUrl } from '../../infra/storage';

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

/**
 * A job's title in parts (English reference texts; the reply translates each for its reader):
 * the answers it was titled by when posted, else its trade's name.
 */
export function jobTitleOf(job: Pick<JobRow, 'titleParts'>, professionName: string): string[] {
  return job.titleParts.length > 0 ? [...job.titleParts] : [professionName];
}

/**
 * The job's photos as the browser fetches them. They are stored under unguessable keys and
 * served like review photos; only the job's customer and the businesses that may see its lead
 * are ever handed these addresses.
 */
export function presentJobPhotos(job: Pick<JobRow, 'photos'>): JobPhoto[] {
  return job.photos.map((p) => ({
    url: publicMediaUrl(p.key),
    thumbnailUrl: publicMediaUrl(p.thumbnailKey),
  }));
}

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
    titleParts: jobTitleOf(job, professionName),
    photos: presentJobPhotos(job),
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
