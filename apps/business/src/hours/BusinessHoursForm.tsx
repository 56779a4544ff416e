import { useLingui } from '@lingui/react/macro';
import { type ApiInput, ApiRequestError } from '@quoteway/api-client';
import { Button, Checkbox, Stack, TextField } from '@quoteway/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldGroup, fieldGroupLegend } from '../styles.css';
import { useConsole } from '../console';
import { refreshMyProfile } from '../profile/profileCache';
import { type DayHours, fromRows, invalidDays, toRows } from './openingHours';

/** Opening hours per weekday, or always open (PUT /api/update-business-hours). */
export function BusinessHoursForm() {
  const { t, i18n } = useLingui();
  const { api, user, onUserChange, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<DayHours[]>(() => toRows(user?.openingHours ?? null));
  const [alwaysOpen, setAlwaysOpen] = useState(user?.businessAlwaysOpen ?? false);
  const bad = alwaysOpen ? [] : invalidDays(rows);

  // Weekday names in the interface language (1 Jan 2023 was a Sunday).
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + day)),
    );
  const update = (day: number, change: Partial<DayHours>) =>
    setRows((current) => current.map((r) => (r.day === day ? { ...r, ...change } : r)));

  const saveHours = useMutation({
    mutationFn: (input: ApiInput<'updateBusinessHours'>) => api.updateBusinessHours(input),
    onSuccess: ({ user: updated }) => {
      onUserChange(updated);
      // The business profile shows the hours (and counts them as done).
      refreshMyProfile(queryClient);
      notify(t`Your business hours have been saved`);
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (bad.length > 0) return;
    saveHours.mutate({ body: { openingHours: fromRows(rows), businessAlwaysOpen: alwaysOpen } });
  };

  return (
    <form onSubmit={save} aria-label={t`Business hours`}>
      <Stack gap="md">
        <Checkbox
          label={t`Always open (24/7)`}
          name="alwaysOpen"
          checked={alwaysOpen}
          onChange={setAlwaysOpen}
        />
        {!alwaysOpen &&
          rows.map((row) => {
            const name = dayName(row.day);
            return (
              <fieldset className={fieldGroup} key={row.day}>
                <legend className={fieldGroupLegend}>{name}</legend>
                <Stack direction="row" gap="md" align="end" wrap>
                  <Checkbox
                    label={t`Open`}
                    name={`open-${row.day}`}
                    checked={row.open}
                    onChange={(open) => update(row.day, { open })}
                  />
                  {row.open && (
                    <>
                      <TextField
                        label={t`Opens at`}
                        name={`from-${row.day}`}
                        type="time"
                        value={row.from}
                        onChange={(e) => update(row.day, { from: e.target.value })}
                      />
                      <TextField
                        label={t`Closes at`}
                        name={`to-${row.day}`}
                        type="time"
                        value={row.to}
                        onChange={(e) => update(row.day, { to: e.target.value })}
                        error={
                          bad.includes(row.day) ? t`Must be after the opening time` : undefined
                        }
                      />
                    </>
                  )}
                </Stack>
              </fieldset>
            );
          })}
        <div>
          <Button type="submit" loading={saveHours.isPending} disabled={bad.length > 0}>
            {t`Save business hours`}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
