import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiQueryKey } from '@quoteway/api-client';
import { BusyIndicator, Button, Stack, TextField } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useConsole } from '../console';
import { errorText, mutedText } from '../styles.css';
import { capField } from './plans.css';

type Controls = ApiOutput<'spendingControls'>;

/** The largest weekly cap the API takes (contracts, MAX_WEEKLY_CAP_CREDITS). */
const MAX_CAP = 100_000;

/**
 * The weekly spending cap (GET/PUT /api/credits/spending-controls): the most credits the
 * business spends on quotes, by hand or automatically, in any 7 days. A quote over it is
 * refused by the server in the quote's own transaction.
 */
export function SpendingCapForm() {
  const { t } = useLingui();
  const { api } = useConsole();
  const controls = useQuery(apiQuery(api, 'spendingControls'));
  if (controls.isError) {
    return (
      <p role="alert" className={errorText}>
        {controls.error instanceof ApiRequestError
          ? controls.error.message
          : t`Something went wrong`}
      </p>
    );
  }
  if (controls.isPending) {
    return <BusyIndicator label={t`Loading your spending controls`} position="inline" />;
  }
  return <CapForm controls={controls.data} />;
}

function CapForm({ controls }: { controls: Controls }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const [cap, setCap] = useState(
    controls.weeklyCapCredits === null ? '' : String(controls.weeklyCapCredits),
  );
  const [error, setError] = useState<string | undefined>();
  const capRef = useRef<HTMLInputElement>(null);
  const spent = controls.spentThisWeek;
  const current = controls.weeklyCapCredits;

  const save = useMutation({
    mutationFn: (weeklyCapCredits: number | null) =>
      api.updateSpendingControls({ body: { weeklyCapCredits } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQueryKey('spendingControls'), saved);
      setCap(saved.weeklyCapCredits === null ? '' : String(saved.weeklyCapCredits));
      setError(undefined);
      notify(
        saved.weeklyCapCredits === null
          ? t`Your weekly spending cap has been removed`
          : t`Your weekly spending cap has been saved`,
      );
    },
    onError: (failure) => {
      if (failure instanceof ApiRequestError) {
        setError(failure.fieldMessage('weeklyCapCredits'));
        notifyError(failure.message);
      } else {
        notifyError(t`Something went wrong`);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = cap.trim();
    const credits = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(credits >= 1 && credits <= MAX_CAP)) {
      setError(t`Enter a whole number of credits from 1 to 100000`);
      capRef.current?.focus();
      return;
    }
    save.mutate(credits);
  };

  return (
    <form onSubmit={submit} aria-label={t`Weekly spending cap`} noValidate>
      <Stack gap="md">
        <p className={mutedText}>
          <Trans>
            The cap counts every credit spent on quotes, sent by you or automatically, over the last
            7 days, less credits returned. A quote that would pass it is not sent.
          </Trans>
        </p>
        <p role="status">
          {current === null ? (
            <Trans>No cap set. Spent in the last 7 days: {spent} credits.</Trans>
          ) : (
            <Trans>
              Spent in the last 7 days: {spent} of {current} credits.
            </Trans>
          )}
        </p>
        <div className={capField}>
          <TextField
            ref={capRef}
            label={t`Weekly cap (credits)`}
            name="weeklyCapCredits"
            type="number"
            inputMode="numeric"
            min="1"
            max={String(MAX_CAP)}
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            error={error}
          />
        </div>
        <Stack direction="row" gap="md" wrap>
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            {t`Save cap`}
          </Button>
          {current !== null ? (
            <Button
              type="button"
              variant="outline"
              loading={save.isPending && save.variables === null}
              onClick={() => save.mutate(null)}
            >
              {t`Remove cap`}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
