import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextLink } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useAccountServices } from '../services';
import { SettingsLink } from './SettingsLink';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

/** The privacy policy's address (`contentPagePath('privacy')`: /policy/0). */
const PRIVACY_PATH = '/policy/0';

/** "quoteway-data-2026-11-27.json": the day of the download, on the person's clock. */
function exportFileName(now: Date): string {
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `quoteway-data-${day}.json`;
}

/** Hand `data` to the browser as a JSON file download (a Blob behind a temporary link). */
function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Everything Quoteway holds about the person, as a file (the access right of the Privacy Act). */
export function DataSection() {
  const { t } = useLingui();
  const { api } = useAccountServices();
  const feedback = useFormFeedback([] as const);
  const { bindStatus } = feedback;
  const download = useMutation({
    mutationFn: () => api.exportAccount(),
    onSuccess: (data) => {
      const fileName = exportFileName(new Date());
      saveJson(data, fileName);
      feedback.succeeded(t`Your data has been saved as ${fileName}.`);
    },
    onError: (error) => feedback.failed(error),
  });
  return (
    <SettingsSection title={t`Your data`}>
      <p className={css.text}>
        <Trans>
          Under New Zealand's Privacy Act 2020 you have the right to see the personal information we
          hold about you. Download it here as a file; our{' '}
          <TextLink as={SettingsLink} href={PRIVACY_PATH}>
            Privacy Policy
          </TextLink>{' '}
          explains what we keep and why.
        </Trans>
      </p>
      <div className={css.actions}>
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
          {t`Download my data`}
        </Button>
      </div>
      <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
    </SettingsSection>
  );
}
