import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { type ReactNode, useId, useState } from 'react';
import * as css from './reviews.css';
import { formatJobMonth } from './format';
import { PhotoGrid } from './PhotoViewer';
import { StarRating } from './StarRating';

/** One verified review with the business's reply (GET /api/businesses/:id/reviews). */
type BusinessReview = ApiOutput<'businessReviews'>['reviews'][number];

interface ReviewCardProps {
  review: BusinessReview;
  /** The reviewed business's name, for its reply ("Reply from Tane Plumbing"). */
  businessName?: string;
  /** Shown above the review, e.g. a link to the business on a page of many businesses. */
  about?: ReactNode;
  /** The level of the reviewer's name (3 under a page's "Reviews" heading). */
  headingLevel?: 2 | 3 | 4;
  /** What the reader may do about the review, under it (the console's reply and report). */
  children?: ReactNode;
}

/**
 * One verified review: stars, the four detailed ratings, the text, photos, what the hire
 * was ("Verified hire · Plumber · November 2026") and the business's reply. Every text in
 * it was typed by someone, so it is shown as text in its own direction.
 */
export function ReviewCard({
  review,
  businessName,
  about,
  headingLevel = 3,
  children,
}: ReviewCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [photo, setPhoto] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;
  const trade = review.professionName;
  const month = formatJobMonth(review.jobMonth, i18n.locale);
  const reviewer = review.reviewerName;
  const details = [
    { key: 'quality', label: t`Quality`, value: review.quality },
    { key: 'communication', label: t`Communication`, value: review.communication },
    { key: 'value', label: t`Value for money`, value: review.value },
    { key: 'punctuality', label: t`Punctuality`, value: review.punctuality },
  ];
  return (
    <article className={css.review} aria-labelledby={headingId}>
      {about}
      <div className={css.reviewHeader}>
        <Heading id={headingId} className={css.reviewer} dir="auto">
          {reviewer}
        </Heading>
        <StarRating value={review.rating} />
      </div>
      <p className={css.hireLine}>{t`Verified hire · ${trade} · ${month}`}</p>
      <dl className={css.subRatings}>
        {details.map((detail) => (
          <div key={detail.key} className={css.subRating}>
            <dt>{detail.label}</dt>
            <dd>
              <StarRating value={detail.value} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.userText}>{review.text}</p>
      {review.editedAt && (
        <p className={css.muted}>
          <Trans>Edited</Trans>
        </p>
      )}
      <PhotoGrid
        photos={review.photos}
        label={t`Photos from ${reviewer}`}
        open={photo}
        onOpenChange={setPhoto}
        size="sm"
      />
      {review.reply && (
        <div className={css.reply}>
          <p className={css.replyTitle}>
            {businessName ? (
              <Trans>
                Reply from <span dir="auto">{businessName}</span>
              </Trans>
            ) : (
              <Trans>Reply from the business</Trans>
            )}
          </p>
          <p className={css.userText}>{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
