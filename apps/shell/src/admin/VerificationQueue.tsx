import { useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiRouteKey } from '@quoteway/api-client';
import {
  Button,
  Card,
  Dialog,
  RadioGroup,
  Select,
  Spinner,
  Stack,
  TextArea,
  TextField,
} from '@quoteway/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { queryClient } from '../queryClient';
import { useSiteFormat } from '../useSiteFormat';
import * as css from './admin.css';

type Business = ApiOutput<'verificationQueue'>['businesses'][number];
type Outcome = Business['history'][number]['outcome'];
type QueueState = 'any' | 'rejected' | 'pending';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** Today as YYYY-MM-DD (UTC), the decision's date unless the operator picks another. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The console's business verification queue: numbers a register refused on a re-check, or
 * that wait for its answer, with their register history; re-check now, or verify or unverify
 * by hand with a required note and a date.
 */
export function VerificationQueue() {
  const { t } = useLingui();
  const [state, setState] = useState<QueueState>('any');
  const [deciding, setDeciding] = useState<Business | null>(null);
  const [done, setDone] = useState('');
  const outcomes: Record<Outcome, string> = {
    verified: t`Verified`,
    'format-only': t`Format checked (no register)`,
    rejected: t`Refused by the register`,
    unreachable: t`Register not reachable`,
    unverified: t`Not verified`,
  };
  const list = useQuery(apiQuery(api, 'verificationQueue', { query: { state, limit: 50 } }));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: apiRouteKey('verificationQueue') });
  const recheck = useMutation({
    mutationFn: (businessId: string) => api.recheckBusiness({ params: { businessId } }),
    onSuccess: async (result) => {
      const outcome = outcomes[result.outcome];
      setDone(t`Re-checked: ${outcome}.`);
      await refresh();
    },
  });
  const decide = useMutation({
    mutationFn: (input: {
      businessId: string;
      decision: 'verify' | 'unverify';
      note: string;
      date: string;
    }) =>
      api.decideVerification({
        params: { businessId: input.businessId },
        body: { decision: input.decision, note: input.note, date: input.date },
      }),
    onSuccess: async (result) => {
      setDeciding(null);
      setDone(
        result.status === 'verified'
          ? t`The business number is verified.`
          : t`The business number is no longer verified.`,
      );
      await refresh();
    },
  });
  const rows = list.data?.businesses ?? [];
  const rejected = rows.filter((row) => row.rejectedAt !== null).length;
  const waiting = rows.length - rejected;
  return (
    <section aria-labelledby="verifications-title" className={css.section}>
      <h2 id="verifications-title" className={css.heading}>{t`Business verification`}</h2>
      <div className={css.filters}>
        <Select
          label={t`Show`}
          name="state"
          value={state}
          onChange={(event) => {
            const value = event.target.value;
            setState(value === 'rejected' || value === 'pending' ? value : 'any');
          }}
        >
          <option value="any">{t`Refused or waiting`}</option>
          <option value="rejected">{t`Refused by the register`}</option>
          <option value="pending">{t`Waiting for the register`}</option>
        </Select>
      </div>
      <p role="status">{done}</p>
      {list.isPending ? <Spinner label={t`Loading`} /> : null}
      {list.isError ? <p role="alert">{errorText(list.error, t`Something went wrong`)}</p> : null}
      {recheck.isError ? (
        <p role="alert">{errorText(recheck.error, t`Something went wrong`)}</p>
      ) : null}
      {list.isSuccess && rows.length === 0 ? <p>{t`Nothing is waiting here.`}</p> : null}
      {rows.length > 0 ? (
        <p
          className={css.muted}
        >{t`Refused: ${rejected}. Waiting for the register: ${waiting}.`}</p>
      ) : null}
      <ul className={css.list}>
        {rows.map((row) => (
          <VerificationRow
            key={row.businessId}
            business={row}
            outcomes={outcomes}
            busy={recheck.isPending}
            onRecheck={() => {
              setDone('');
              recheck.mutate(row.businessId);
            }}
            onDecide={() => {
              setDone('');
              decide.reset();
              setDeciding(row);
            }}
          />
        ))}
      </ul>
      {deciding ? (
        <VerificationDialog
          business={deciding}
          onClose={() => setDeciding(null)}
          onDecide={(input) => decide.mutate({ businessId: deciding.businessId, ...input })}
          busy={decide.isPending}
          error={decide.isError ? errorText(decide.error, t`Something went wrong`) : undefined}
        />
      ) : null}
    </section>
  );
}

function VerificationRow({
  business,
  outcomes,
  busy,
  onRecheck,
  onDecide,
}: {
  business: Business;
  outcomes: Record<Outcome, string>;
  busy: boolean;
  onRecheck(): void;
  onDecide(): void;
}) {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const kind = business.businessNumberKind;
  const refusedOn = business.rejectedAt ? date(business.rejectedAt) : null;
  const state = refusedOn
    ? t`Refused by the register on ${refusedOn}`
    : t`Waiting for the register`;
  return (
    <li>
      <Card padding="md">
        <div className={css.row}>
          <p className={css.strong}>{business.businessName}</p>
          <p dir="ltr" className={css.wrap}>
            {business.email}
          </p>
          <p>
            {kind} <span dir="ltr">{business.businessNumber}</span> · {business.country}
          </p>
          <p>{state}</p>
          {business.history.length > 0 ? (
            <ol className={css.list} aria-label={t`Register history`}>
              {business.history.map((line) => {
                const since = line.effectiveOn;
                return (
                  <li key={`${line.checkedAt}-${line.outcome}`} className={css.muted}>
                    {date(line.checkedAt)} · {outcomes[line.outcome]}
                    {line.byOperator ? ` · ${t`by an operator`}` : ''}
                    {since ? ` · ${t`from ${since}`}` : ''} · {line.message}
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className={css.muted}>{t`No register answer yet.`}</p>
          )}
          <Stack direction="row" gap="sm" wrap>
            <Button variant="outline" onClick={onRecheck} disabled={busy}>
              {t`Re-check now`}
            </Button>
            <Button onClick={onDecide}>{t`Decide`}</Button>
          </Stack>
        </div>
      </Card>
    </li>
  );
}

/** Verify or unverify by hand: the decision, a required note and the date it holds from. */
function VerificationDialog({
  business,
  onClose,
  onDecide,
  busy,
  error,
}: {
  business: Business;
  onClose(): void;
  onDecide(input: { decision: 'verify' | 'unverify'; note: string; date: string }): void;
  busy: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const [day, setDay] = useState(today);
  const [tried, setTried] = useState(false);
  const name = business.businessName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ((decision === 'verify' || decision === 'unverify') && note.trim() && day) {
      onDecide({ decision, note: note.trim(), date: day });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Verify ${name} by hand`}
      closeLabel={t`Close`}
    >
      <form onSubmit={submit} className={css.form} noValidate>
        <RadioGroup
          legend={t`Decision`}
          name="decision"
          options={[
            { value: 'verify', label: t`Verify: the number is registered to this business` },
            { value: 'unverify', label: t`Unverify: the number cannot be confirmed` },
          ]}
          value={decision}
          onChange={setDecision}
          error={tried && !decision ? t`Choose a decision` : undefined}
        />
        <TextArea
          label={t`Note`}
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={1000}
          required
          error={tried && !note.trim() ? t`Write a note` : undefined}
        />
        <TextField
          label={t`Date`}
          name="date"
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          required
          error={tried && !day ? t`Choose a date` : undefined}
        />
        {error ? <p role="alert">{error}</p> : null}
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" disabled={busy}>
            {t`Decide`}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
