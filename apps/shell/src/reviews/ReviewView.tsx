import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { RatingBadge } from '@quoteway/ui';
import type { ReactNode } from 'react';
import { safeMediaUrl } from '../chat/attachments';
import * as css from './reviews.css';

/** A review as the API answers it. */
export type PostedReview = NonNullable<ApiOutput<'jobReview'>['review']>;

/** "November 2026" from the job's month ("2026-11"), in the reader's language. */
export function useJobMonth(): (jobMonth: string) => string {
  const { i18n } = useLingui();
  return (jobMonth) => {
    const date = new Date(`${jobMonth}-01T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return jobMonth;
    return i18n.date(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
}

/** The four detailed ratings, in the form's order, with their names. */
function useDetailNames() {
  const { t } = useLingui();
  return [
    { key: 'quality', name: t`Quality` },
    { key: 'communication', name: t`Communication` },
    { key: 'value', name: t`Value for money` },
    { key: 'punctuality', name: t`Punctuality` },
  ] as const;
}

interface ReviewViewProps {
  review: PostedReview;
  /** Under the business's reply, what the reader may do about it (report it). */
  replyAction?: ReactNode;
}

/** A posted review: stars, the four details, the words, the photos and the business's reply. */
export function ReviewView({ review, replyAction }: ReviewViewProps) {
  const { t, i18n } = useLingui();
  const month = useJobMonth()(review.jobMonth);
  const details = useDetailNames();
  const posted = i18n.date(new Date(review.createdAt), { dateStyle: 'medium' });
  const trade = review.professionName;
  return (
    <article className={css.review} aria-label={t`Your review`}>
      <RatingBadge value={review.rating} />
      <p className={css.reviewMeta}>
        <span className={css.verifiedHire}>
          <Trans>
            Verified hire: {trade}, {month}
          </Trans>
        </span>
        <span>
          <Trans>Posted {posted}</Trans>
        </span>
        {review.editedAt && (
          <span>
            <Trans>Edited</Trans>
          </span>
        )}
      </p>
      <dl className={css.details}>
        {details.map(({ key, name }) => (
          <div key={key} className={css.detail}>
            <dt className={css.detailTerm}>{name}</dt>
            <dd className={css.detailValue}>
              <RatingBadge value={review[key]} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.reviewText} dir="auto">
        {review.text}
      </p>
      <ReviewPhotos photos={review.photos} />
      {review.reply && (
        <section className={css.reply} aria-label={t`The business's reply`}>
          <h3 className={css.replyHeading}>
            <Trans>The business replied</Trans>
          </h3>
          <p className={css.reviewText} dir="auto">
            {review.reply.text}
          </p>
          {replyAction}
        </section>
      )}
    </article>
  );
}

/** A review's photos as thumbnails, each opening the full picture. */
function ReviewPhotos({ photos }: { photos: PostedReview['photos'] }) {
  const { t } = useLingui();
  const shown = photos.flatMap((photo, index) => {
    const url = safeMediaUrl(photo.url);
    const thumbnail = safeMediaUrl(photo.thumbnailUrl);
    return url && thumbnail ? [{ url, thumbnail, number: index + 1 }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={css.thumbs} aria-label={t`Photos`}>
      {shown.map(({ url, thumbnail, number }) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={css.thumbLink}>
            <img
              src={thumbnail}
              alt={t`Photo ${number}`}
              className={css.thumb}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
