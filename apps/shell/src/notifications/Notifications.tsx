import { useLingui } from '@lingui/react/macro';
import { BusyIndicator, Toast, ToastViewport } from '@quoteway/ui';
import { useNotifications } from './notificationStore';

/**
 * The busy indicator (page-level loads, `usePageBusy`) and the toasts: one at a time, the
 * latest replacing any other, so an action never stacks several. Each toast opens on its own text: the old client's
 * message pop-up opened on the error value (a known defect), which hid success messages.
 */
export function Notifications() {
  const { t } = useLingui();
  const error = useNotifications((s) => s.error);
  const message = useNotifications((s) => s.message);
  const warning = useNotifications((s) => s.warning);
  const title = useNotifications((s) => s.title);
  const loading = useNotifications((s) => s.loading);
  const reset = useNotifications((s) => s.reset);
  const heading = title === '' ? undefined : title;
  return (
    <>
      {loading && <BusyIndicator label={t`Loading the page`} />}
      <ToastViewport label={t`Notifications`}>
        {error !== '' && (
          <Toast tone="error" title={heading} dismissLabel={t`Dismiss`} onDismiss={reset}>
            {error}
          </Toast>
        )}
        {warning !== '' && (
          <Toast tone="warning" title={heading} dismissLabel={t`Dismiss`} onDismiss={reset}>
            {warning}
          </Toast>
        )}
        {message !== '' && (
          <Toast tone="success" title={heading} dismissLabel={t`Dismiss`} onDismiss={reset}>
            {message}
          </Toast>
        )}
      </ToastViewport>
    </>
  );
}
