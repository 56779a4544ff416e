import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RatingSummary, ReviewCard } from '@quoteway/reviews';
import { BusyIndicator, Button, ButtonLink, Card, Stack } from '@quoteway/ui';
import { useId } from 'react';
import type { PublicBusiness } from '../profile/profileCache';
import { publicPagePath } from '../profile/PublicPreviewCard';
import { ReviewActions } from '../reviews/ReviewActions';
import { useBusinessReviews } from '../reviews/useBusinessReviews';
import { RouterLink } from '../RouterLink';
import { errorText, mutedText } from '../styles.css';
import { LoadFailure } from './LoadFailure';
import { OwnProfilePage } from './OwnProfilePage';

/**
 * /leads/reviews: the business's verified reviews as customers see them, newest first, with
 * its rating; it replies to each (once, publicly, free) and reports what breaks the rules.
 * The review-received e-mail links here.
 */
export function ReviewsPage() {
  const { t } = useLingui();
  return (
    <OwnProfilePage title={t`Reviews`} loadingLabel={t`Loading your reviews`}>
      {(profile) => <BusinessReviews business={profile.business} />}
    </OwnProfilePage>
  );
}

function BusinessReviews({ business }: { business: PublicBusiness }) {
  const { t } = useLingui();
  const { list, update } = useBusinessReviews(business._id);
  const summaryId = useId();
  const listId = useId();

  if (list.isPending || (list.isError && list.isFetching && !list.isFetchNextPageError)) {
    return <BusyIndicator label={t`Loading your reviews`} position="inline" />;
  }
  if (list.isError && !list.isFetchNextPageError) {
    return <LoadFailure error={list.error} retry={() => void list.refetch()} />;
  }
  const pages = list.data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.reviews);
  if (reviews.length === 0) return <NoReviews business={business} />;

  const total = pages.at(-1)?.total ?? reviews.length;
  const shown = reviews.length;
  return (
    <Stack gap="lg">
      <Card as="section" labelledBy={summaryId}>
        <Stack gap="md">
          <h2 id={summaryId}>
            <Trans>Your rating</Trans>
          </h2>
          <RatingSummary rating={business.rating} />
          <div>
            <ButtonLink as={RouterLink} href={publicPagePath(business)} variant="outline">
              {t`See your public page`}
            </ButtonLink>
          </div>
        </Stack>
      </Card>
      <section aria-labelledby={listId}>
        <Stack gap="md">
          <h2 id={listId}>
            <Trans>What your customers said</Trans>
          </h2>
          <Stack as="ul" gap="md">
            {reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} businessName={business.businessName}>
                  <ReviewActions
                    review={review}
                    onChange={(change) => update(review._id, change)}
                  />
                </ReviewCard>
              </li>
            ))}
          </Stack>
          <p className={mutedText} role="status">
            <Plural
              value={total}
              one={`Showing ${shown} of # review`}
              other={`Showing ${shown} of # reviews`}
            />
          </p>
          {list.hasNextPage ? (
            <div>
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t`Show more reviews`}
              </Button>
            </div>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className={errorText}>
              <Trans>More reviews could not be loaded. Please try again.</Trans>
            </p>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}

/** Before the first review: how reviews come, and where customers will see them. */
function NoReviews({ business }: { business: Parameters<typeof publicPagePath>[0] }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <Stack gap="md">
        <h2 id={headingId}>
          <Trans>No reviews yet</Trans>
        </h2>
        <p>
          <Trans>
            When a customer you were hired by marks the job complete, we ask them for a review.
            Reviews appear here and on your public page.
          </Trans>
        </p>
        <div>
          <ButtonLink as={RouterLink} href={publicPagePath(business)} variant="outline">
            {t`See your public page`}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
