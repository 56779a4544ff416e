import { useLingui } from '@lingui/react/macro';
import {
  type ApiClient,
  type ApiInput,
  ApiRequestError,
  isNetworkError,
} from '@quoteway/api-client';
import { REPORT_DETAIL_MAX_LENGTH } from '@quoteway/domain';
import { Button, Dialog, RadioGroup, Stack, TextArea } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorText } from './reviews.css';

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

/** Why each reason may be chosen, in the order they are offered. */
function useReasonLabels(): Record<ReportReason, string> {
  const { t } = useLingui();
  return {
    fake: t`It is fake or not from a real customer`,
    offensive: t`It is offensive or abusive`,
    'personal-information': t`It shares personal information`,
    'not-a-hire': t`This person never hired us`,
    other: t`Something else`,
  };
}

/**
 * Report a review (the business it is about) or the business's reply (the reviewer) to the
 * operators, with a reason and optionally more words. It stays visible until they decide.
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
  const labels = useReasonLabels();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const detailField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string; form?: string }>({});

  // Only the business was hired, so only it can say the reviewer never hired it.
  const reasons = (Object.keys(labels) as ReportReason[]).filter(
    (key) => subject === 'review' || key !== 'not-a-hire',
  );

  const close = () => {
    setReason('');
    setDetail('');
    setErrors({});
    onOpenChange(false);
  };

  const send = useMutation({
    mutationFn: (body: ApiInput<'reportReview'>['body']) =>
      api.reportReview({ params: { id: reviewId }, body }),
    onSuccess: () => {
      close();
      onReported();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) {
        const found = {
          reason: error.fieldMessage('reason'),
          detail: error.fieldMessage('detail'),
        };
        if (found.reason || found.detail) {
          setErrors(found);
          if (found.detail) detailField.current?.focus();
          return;
        }
      }
      // 409: this person reported it already; 404: it is gone, or not theirs to report.
      setErrors({
        form: isNetworkError(error)
          ? t`We could not reach the server. Check your connection and try again.`
          : error instanceof ApiRequestError
            ? error.message
            : t`Something went wrong`,
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (reason === '') {
      setErrors({ reason: t`Choose a reason` });
      // The group's first radio: the design system's RadioGroup takes no ref.
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setErrors({});
    send.mutate({ reason, detail: detail.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={subject === 'review' ? t`Report this review` : t`Report this reply`}
      description={t`An operator reads every report and decides. Until then, it stays visible.`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending}>
            {t`Send report`}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          <RadioGroup
            legend={
              subject === 'review'
                ? t`Why are you reporting this review?`
                : t`Why are you reporting this reply?`
            }
            name="reason"
            options={reasons.map((key) => ({ value: key, label: labels[key] }))}
            value={reason}
            onChange={(next) => setReason(next as ReportReason)}
            error={errors.reason}
          />
          <TextArea
            ref={detailField}
            label={t`Tell us more`}
            hint={t`Optional`}
            name="detail"
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            error={errors.detail}
            maxLength={REPORT_DETAIL_MAX_LENGTH}
            rows={3}
            autoGrow
          />
          {errors.form ? (
            <p role="alert" className={errorText}>
              {errors.form}
            </p>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}
