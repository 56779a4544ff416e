import { useLingui } from '@lingui/react/macro';
import { ReportDialog } from '@quoteway/account-forms/report';
import type { ApiInput } from '@quoteway/api-client';
import { useConsole } from '../console';

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

/**
 * Report a lead to the operators, with a reason and a note. When they confirm it, the job is
 * withdrawn and every business that quoted on it gets its credits back.
 */
export function ReportLeadDialog({ jobId, open, onOpenChange, onReported }: ReportLeadDialogProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const reasons: { value: ReportLeadReason; label: string }[] = [
    { value: 'fake', label: t`It is fake: nobody really needs this work` },
    { value: 'unreachable', label: t`The customer cannot be reached` },
    { value: 'duplicate', label: t`It duplicates another lead` },
  ];
  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Report this lead`}
      description={t`An operator reads every report. If they confirm it, the job is withdrawn and every business that quoted gets its credits back.`}
      legend={t`Why are you reporting this lead?`}
      reasons={reasons}
      detail={{
        label: t`What did you find?`,
        hint: t`For example: the number is not in service, or the same job was posted twice.`,
        maxLength: NOTE_MAX_LENGTH,
        requiredMessage: t`Tell us what you found`,
      }}
      send={(body) => api.reportLead({ params: { id: jobId }, body })}
      onReported={(answer) => onReported(answer.message)}
      // Reported already (in another tab): the page shows it as reported.
      onAlreadyReported={onReported}
    />
  );
}
