import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, isNetworkError } from '@quoteway/api-client';
import { Button, Dialog, RadioGroup, Stack, TextArea } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { error as errorText } from '../fields/forms.css';

/** What every report sends: a reason from a fixed list, and the reporter's words. */
export interface ReportBody<R extends string> {
  reason: R;
  detail: string;
}

export interface ReportDialogProps<R extends string, A> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** The reasons' question, and the reasons in the order they are offered. */
  legend: string;
  reasons: readonly { value: R; label: string }[];
  /** The note field: its label and hint, and, when a note is required, what to say if empty. */
  detail: { label: string; hint: string; maxLength: number; requiredMessage?: string };
  /** Sends the report (the caller's API call). */
  send(body: ReportBody<R>): Promise<A>;
  /** The report is recorded; the dialog has closed. */
  onReported(answer: A): void;
  /**
   * The report was already made (409, from another tab): when given, the dialog closes and this
   * is told the server's message, instead of showing it as a problem.
   */
  onAlreadyReported?(message: string): void;
}

/**
 * A report to the operators (a lead, a review, a reply): a required reason, a note, and the
 * server's answer on the field it names. Each caller brings its reasons, its words and its call.
 */
export function ReportDialog<R extends string, A>({
  open,
  onOpenChange,
  title,
  description,
  legend,
  reasons,
  detail: note,
  send: sendReport,
  onReported,
  onAlreadyReported,
}: ReportDialogProps<R, A>) {
  const { t } = useLingui();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const detailField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState<R | ''>('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string; form?: string }>({});

  const close = () => {
    setReason('');
    setDetail('');
    setErrors({});
    onOpenChange(false);
  };

  const send = useMutation({
    mutationFn: sendReport,
    onSuccess: (answer) => {
      close();
      onReported(answer);
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
      if (error instanceof ApiRequestError && error.status === 409 && onAlreadyReported) {
        close();
        onAlreadyReported(error.message);
        return;
      }
      // Otherwise (a 409 without a handler, a 404: gone, or not theirs to report) it is said.
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
    const words = detail.trim();
    if (reason === '') {
      setErrors({ reason: t`Choose a reason` });
      // The group's first radio: the design system's RadioGroup takes no ref.
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (note.requiredMessage && words === '') {
      setErrors({ detail: note.requiredMessage });
      detailField.current?.focus();
      return;
    }
    setErrors({});
    send.mutate({ reason, detail: words });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description={description}
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
            legend={legend}
            name="reason"
            options={reasons}
            value={reason}
            onChange={(next) => setReason(next as R)}
            error={errors.reason}
          />
          <TextArea
            ref={detailField}
            label={note.label}
            hint={note.hint}
            name="detail"
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            error={errors.detail}
            maxLength={note.maxLength}
            rows={3}
            autoGrow
            required={note.requiredMessage !== undefined}
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
