import { useLingui } from '@lingui/react/macro';
import { type ApiInput, ApiRequestError, isNetworkError } from '@quoteway/api-client';
import { Button, Dialog, RadioGroup, Stack, TextArea } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useConsole } from '../console';
import { errorText } from '../styles.css';

type ReportLeadReason = ApiInput<'reportLead'>['body']['reason'];

/** The longest note the API takes (ReportLeadBody). */
const NOTE_MAX_LENGTH = 1000;

interface ReportLeadDialogProps {
  jobId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The report is recorded (or was already); the dialog has closed. */
  onReported(message: string): void;
}

/** Each reason a business may give, in the order they are offered. */
function useReasonLabels(): Record<ReportLeadReason, string> {
  const { t } = useLingui();
  return {
    fake: t`It is fake: nobody really needs this work`,
    unreachable: t`The customer cannot be reached`,
    duplicate: t`It duplicates another lead`,
  };
}

/**
 * Report a lead to the operators, with a reason and a note. When they confirm it, the job is
 * withdrawn and every business that quoted on it gets its credits back.
 */
export function ReportLeadDialog({ jobId, open, onOpenChange, onReported }: ReportLeadDialogProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const labels = useReasonLabels();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState<ReportLeadReason | ''>('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string; form?: string }>({});

  const close = () => {
    setReason('');
    setDetail('');
    setErrors({});
    onOpenChange(false);
  };

  const send = useMutation({
    mutationFn: (body: ApiInput<'reportLead'>['body']) =>
      api.reportLead({ params: { id: jobId }, body }),
    onSuccess: (answer) => {
      close();
      onReported(answer.message);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) {
        const found = {
          reason: error.fieldMessage('reason'),
          detail: error.fieldMessage('detail'),
        };
        if (found.reason || found.detail) {
          setErrors(found);
          if (found.detail) noteField.current?.focus();
          return;
        }
      }
      if (error instanceof ApiRequestError && error.status === 409) {
        // Reported already (in another tab): the page shows it as reported.
        close();
        onReported(error.message);
        return;
      }
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
    const note = detail.trim();
    if (reason === '') {
      setErrors({ reason: t`Choose a reason` });
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (note === '') {
      setErrors({ detail: t`Tell us what you found` });
      noteField.current?.focus();
      return;
    }
    setErrors({});
    send.mutate({ reason, detail: note });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Report this lead`}
      description={t`An operator reads every report. If they confirm it, the job is withdrawn and every business that quoted gets its credits back.`}
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
            legend={t`Why are you reporting this lead?`}
            name="reason"
            options={(Object.keys(labels) as ReportLeadReason[]).map((key) => ({
              value: key,
              label: labels[key],
            }))}
            value={reason}
            onChange={(next) => setReason(next as ReportLeadReason)}
            error={errors.reason}
          />
          <TextArea
            ref={noteField}
            label={t`What did you find?`}
            hint={t`For example: the number is not in service, or the same job was posted twice.`}
            name="detail"
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            error={errors.detail}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            autoGrow
            required
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
