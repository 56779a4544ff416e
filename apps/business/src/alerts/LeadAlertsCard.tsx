import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiQueryKey } from '@quoteway/api-client';
import { Badge, BusyIndicator, Button, Card, Stack } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useConsole } from '../console';
import { errorText, mutedText } from '../styles.css';
import * as styles from './alerts.css';
import { browserPush, type DevicePush, NotificationsBlocked } from './devicePush';

type Device = ApiOutput<'pushDevices'>['devices'][number];

/**
 * Settings, "Lead alerts on this device": turn Web Push on for this browser (permission,
 * subscription, POST /api/push/devices), and the devices that get them, each removable.
 */
export function LeadAlertsCard({ push = browserPush }: { push?: DevicePush }) {
  const { t, i18n } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const headingId = useId();
  const devicesKey = apiQueryKey('pushDevices');
  const devices = useQuery(apiQuery(api, 'pushDevices'));
  const thisDevice = useQuery({
    queryKey: ['push-subscription', 'this-device'],
    queryFn: () => push.currentEndpoint(),
    enabled: push.supported,
  });

  const failed = (error: unknown) =>
    notifyError(
      error instanceof NotificationsBlocked
        ? t`Notifications are blocked for this site. Allow them in your browser's settings, then try again.`
        : error instanceof ApiRequestError
          ? error.message
          : t`Something went wrong`,
    );

  const turnOn = useMutation({
    mutationFn: async () => {
      const permitted = push.permit();
      const [{ publicKey }] = await Promise.all([api.pushPublicKey(), permitted]);
      const subscription = await push.subscribe(publicKey);
      return api.addPushDevice({ body: subscription });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(devicesKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['push-subscription'] });
      notify(t`Lead alerts are on for this device`);
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: async (device: Device) => {
      const answer = await api.removePushDevice({ params: { id: device.id } });
      if (device.endpoint === thisDevice.data) await push.unsubscribe();
      return answer;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(devicesKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['push-subscription'] });
      notify(t`The device no longer gets lead alerts`);
    },
    onError: failed,
  });

  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const list = devices.data?.devices ?? [];
  const subscribedHere = list.some((device) => device.endpoint === thisDevice.data);

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <h2 id={headingId}>
            <Trans>Lead alerts on this device</Trans>
          </h2>
          <p>
            <Trans>
              Get a notification on this phone or computer as soon as a new lead matches your
              business, with its trade, place and price.
            </Trans>
          </p>
          {!push.supported ? (
            <p className={mutedText}>
              <Trans>
                This browser cannot show lead alerts. Open Quoteway in a current browser, or install
                it as an app.
              </Trans>
            </p>
          ) : subscribedHere ? (
            <p className={mutedText}>
              <Trans>Lead alerts are on for this device.</Trans>
            </p>
          ) : (
            <div>
              <Button loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
                {t`Turn on lead alerts`}
              </Button>
            </div>
          )}
          {devices.isPending ? (
            <BusyIndicator label={t`Loading your devices`} position="inline" />
          ) : devices.isError ? (
            <p role="alert" className={errorText}>
              {devices.error instanceof ApiRequestError
                ? devices.error.message
                : t`Something went wrong`}
            </p>
          ) : list.length === 0 ? (
            <p className={mutedText}>
              <Trans>No device gets lead alerts yet.</Trans>
            </p>
          ) : (
            <ul className={styles.deviceList} aria-label={t`Devices that get lead alerts`}>
              {list.map((device) => {
                const here = device.endpoint === thisDevice.data;
                const added = date.format(new Date(device.createdAt));
                const lastAlert = device.lastUsedAt
                  ? date.format(new Date(device.lastUsedAt))
                  : null;
                return (
                  <li key={device.id} className={styles.deviceRow}>
                    <div id={`${headingId}-${device.id}`}>
                      <div className={styles.deviceName}>
                        <strong>{device.device}</strong>
                        {here ? <Badge text={t`This device`} tone="info" /> : null}
                      </div>
                      <div className={mutedText}>
                        {lastAlert ? (
                          <Trans>
                            Added {added} · last alert {lastAlert}
                          </Trans>
                        ) : (
                          <Trans>Added {added} · no alerts yet</Trans>
                        )}
                      </div>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      loading={remove.isPending && remove.variables?.id === device.id}
                      onClick={() => remove.mutate(device)}
                      describedBy={`${headingId}-${device.id}`}
                    >
                      {t`Remove`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </Stack>
      </section>
    </Card>
  );
}
