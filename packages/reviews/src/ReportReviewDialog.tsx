import { useLingui } from '@lingui/react/macro';
import { ReportDialog } from '@quoteway/account-forms/report';
import type { ApiClient, ApiInput } from '@quoteway/api-client';
import { REPORT_DETAIL_MAX_LENGTH } from '@quoteway/domain';

type ReportReason = ApiInput<'reportReview'>['body']['reason'];

interface ReportReviewDialogProps {
  /** The app's API client (it sends the session token). */
  api: ApiClient;
  /** The review reported. */
  reviewId: string;
  /**
   * What is reported: `review`, by the business it is about; `reply`, the business's reply,
   * by the customer who wrote the review (the API records both as a report of the review).
   */
  subject: 'review' | 'reply';
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The report is recorded; the dialog has closed. */
  onReported(): void;
}

/**
 * Report a review (the business it is about) or the business's reply (the reviewer) to the
 * operators, with a reason and optionally more words. It stays visible until they decide.
 * A second report by the same person (409) is said in the dialog.
 */
export function ReportReviewDialog({
  api,
  reviewId,
  subject,
  open,
  onOpenChange,
  onReported,
}: ReportReviewDialogProps) {
  const { t } = useLingui();
  const reasons: { value: ReportReason; label: string }[] = [
    { value: 'fake', label: t`It is fake or not from a real customer` },
    { value: 'offensive', label: t`It is offensive or abusive` },
    { value: 'personal-information', label: t`It shares personal information` },
    // Only the business was hired, so only it can say the reviewer never hired it.
    ...(subject === 'review'
      ? [{ value: 'not-a-hire' as const, label: t`This person never hired us` }]
      : []),
    { value: 'other', label: t`Something else` },
  ];
  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={subject === 'review' ? t`Report this review` : t`Report this reply`}
      description={t`An operator reads every report and decides. Until then, it stays visible.`}
      legend={
        subject === 'review'
          ? t`Why are you reporting this review?`
          : t`Why are you reporting this reply?`
      }
      reasons={reasons}
      detail={{ label: t`Tell us more`, hint: t`Optional`, maxLength: REPORT_DETAIL_MAX_LENGTH }}
      send={(body) => api.reportReview({ params: { id: reviewId }, body })}
      onReported={onReported}
    />
  );
}
