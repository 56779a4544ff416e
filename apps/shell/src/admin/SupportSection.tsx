import { useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiRouteKey } from '@quoteway/api-client';
import {
  ADJUSTMENT_MAX_CREDITS,
  PEOPLE_SEARCH_MIN_LENGTH,
  SUPPORT_ADJUSTMENT_MAX_CREDITS,
} from '@quoteway/domain';
import { Button, Card, Spinner, Stack, TextArea, TextField } from '@quoteway/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { api } from '../api';
import { queryClient } from '../queryClient';
import { useSiteFormat } from '../useSiteFormat';
import * as css from './admin.css';

type Person = ApiOutput<'adminPerson'>;
type Found = ApiOutput<'adminPeopleSearch'>['people'][number];

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

const PER_PAGE = 20;

/**
 * Support: find a person by name, e-mail, phone or business number, open their account (jobs,
 * quotes, ledger, reports, live sessions), end its sessions or adjust its credits. Each
 * action asks for a reason, which goes into the audit log.
 */
export function SupportSection({ role }: { role: 'support' | 'admin' }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [tried, setTried] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const tooShort = text.trim().length < PEOPLE_SEARCH_MIN_LENGTH;
  const found = useQuery({
    ...apiQuery(api, 'adminPeopleSearch', { query: { q, page, perPage: PER_PAGE } }),
    enabled: q.length >= PEOPLE_SEARCH_MIN_LENGTH,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (tooShort) return;
    setQ(text.trim());
    setPage(1);
    setChosen(null);
  };
  return (
    <section aria-labelledby="support-title" className={css.section}>
      <h2 id="support-title" className={css.heading}>{t`Support`}</h2>
      <form onSubmit={submit} className={css.form} noValidate role="search">
        <TextField
          label={t`Name, e-mail, phone or business number`}
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={120}
          required
          error={
            tried && tooShort ? t`Type at least ${PEOPLE_SEARCH_MIN_LENGTH} characters` : undefined
          }
        />
        <div>
          <Button type="submit">{t`Search`}</Button>
        </div>
      </form>
      {q ? (
        <SearchResults
          pending={found.isPending}
          error={found.error}
          people={found.data?.people ?? []}
          page={page}
          more={found.data?.more ?? false}
          onPage={setPage}
          onChoose={setChosen}
        />
      ) : null}
      {chosen ? <PersonView userId={chosen} role={role} /> : null}
    </section>
  );
}

function SearchResults({
  pending,
  error,
  people,
  page,
  more,
  onPage,
  onChoose,
}: {
  pending: boolean;
  error: unknown;
  people: Found[];
  page: number;
  more: boolean;
  onPage(page: number): void;
  onChoose(id: string): void;
}) {
  const { t } = useLingui();
  if (pending) return <Spinner label={t`Loading`} />;
  if (error) return <p role="alert">{errorText(error, t`Something went wrong`)}</p>;
  return (
    <div className={css.section}>
      <p role="status" className={css.muted}>
        {people.length === 0 ? t`Nobody matches this search.` : t`Page ${page}`}
      </p>
      <ul className={css.list} aria-label={t`People found`}>
        {people.map((person) => (
          <Row key={person.id}>
            <p className={css.strong}>{person.userName}</p>
            <p dir="ltr" className={css.wrap}>
              {person.email}
            </p>
            {person.businessName ? (
              <p className={css.wrap}>
                {person.businessName}
                {person.businessNumber ? (
                  <>
                    {' · '}
                    <span dir="ltr">{person.businessNumber}</span>
                  </>
                ) : null}
              </p>
            ) : null}
            <p className={css.muted}>
              <AccountKind type={person.userType} />
              {person.mobile ? (
                <>
                  {' · '}
                  <span dir="ltr">{person.mobile}</span>
                </>
              ) : null}
            </p>
            <div>
              <Button variant="outline" onClick={() => onChoose(person.id)}>
                {t`Open the account of ${person.userName}`}
              </Button>
            </div>
          </Row>
        ))}
      </ul>
      {page > 1 || more ? (
        <Stack direction="row" gap="sm" wrap>
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t`Previous page`}
          </Button>
          <Button variant="outline" disabled={!more} onClick={() => onPage(page + 1)}>
            {t`Next page`}
          </Button>
        </Stack>
      ) : null}
    </div>
  );
}

function AccountKind({ type }: { type: Found['userType'] }) {
  const { t } = useLingui();
  return <>{type === 'Business User' ? t`Business account` : t`Customer account`}</>;
}

function Row({ children }: { children: ReactNode }) {
  return (
    <li>
      <Card padding="md">
        <div className={css.row}>{children}</div>
      </Card>
    </li>
  );
}

function PersonView({ userId, role }: { userId: string; role: 'support' | 'admin' }) {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const view = useQuery(apiQuery(api, 'adminPerson', { params: { userId } }));
  if (view.isPending) return <Spinner label={t`Loading`} />;
  if (view.isError) return <p role="alert">{errorText(view.error, t`Something went wrong`)}</p>;
  const { person, jobs, quotes, ledger, reports, sessions } = view.data;
  const statuses: Record<Person['person']['status'], string> = {
    PENDING: t`Not yet confirmed`,
    ACTIVE: t`Active`,
    DELETED: t`Deleted`,
    SPAM: t`Marked as spam`,
  };
  const isBusiness = person.userType === 'Business User';
  return (
    <section aria-labelledby="person-title" className={css.section}>
      <Card padding="md">
        <div className={css.row}>
          <h3 id="person-title" className={css.heading}>
            {person.userName}
          </h3>
          <p dir="ltr" className={css.wrap}>
            {person.email}
          </p>
          <p className={css.muted}>
            <AccountKind type={person.userType} /> · {statuses[person.status]} ·{' '}
            {t`Joined ${date(person.createdAt)}`}
          </p>
          {person.businessName ? (
            <p className={css.wrap}>
              {person.businessName}
              {person.businessNumber ? (
                <>
                  {' · '}
                  <span dir="ltr">
                    {person.businessNumberKind} {person.businessNumber}
                  </span>
                </>
              ) : null}
            </p>
          ) : null}
          <p className={css.muted} dir="ltr">
            {person.id}
          </p>
        </div>
      </Card>

      {isBusiness ? (
        <Part title={t`Credits`}>
          <p className={css.strong}>{t`Balance: ${ledger.balance} credits`}</p>
          <ul className={css.list} aria-label={t`Recent ledger entries`}>
            {ledger.entries.map((entry) => (
              <li key={entry.id} className={css.wrap}>
                <span dir="ltr">{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</span>{' '}
                {entry.reason} <span className={css.muted}>{date(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
          <CreditAdjustment userId={person.id} role={role} />
        </Part>
      ) : null}

      {jobs.length > 0 ? (
        <Part title={t`Jobs`}>
          <ul className={css.list}>
            {jobs.map((job) => (
              <li key={job.id} className={css.wrap}>
                {job.professionSlug} · {job.status} ·{' '}
                <span className={css.muted}>{date(job.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {quotes.length > 0 ? (
        <Part title={t`Quotes`}>
          <ul className={css.list}>
            {quotes.map((quote) => (
              <li key={quote.id} className={css.wrap}>
                {t`${quote.credits} credits`} · {quote.status} ·{' '}
                <span className={css.muted}>{date(quote.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      <Part title={t`Reports`}>
        {reports.length === 0 ? <p>{t`No reports by or about this account.`}</p> : null}
        <ul className={css.list}>
          {reports.map((report) => (
            <li key={`${report.type}-${report.subjectId}-${report.createdAt}`} className={css.wrap}>
              {report.direction === 'by'
                ? report.type === 'lead'
                  ? t`Reported a lead`
                  : t`Reported a review`
                : report.type === 'lead'
                  ? t`Their job was reported`
                  : t`Their review was reported`}{' '}
              · <span dir="ltr">{report.reason}</span>
              {report.decision ? (
                <>
                  {' · '}
                  <span dir="ltr">{report.decision}</span>
                </>
              ) : null}{' '}
              <span className={css.muted}>{date(report.createdAt)}</span>
            </li>
          ))}
        </ul>
      </Part>

      <Part title={t`Sessions`}>
        {sessions.length === 0 ? <p>{t`No live sessions.`}</p> : null}
        <ul className={css.list}>
          {sessions.map((session) => (
            <li key={session.id} className={css.wrap}>
              <span dir="ltr">{session.userAgent ?? t`Unknown device`}</span>{' '}
              <span className={css.muted}>{t`Last seen ${date(session.lastUsedAt)}`}</span>
            </li>
          ))}
        </ul>
        <EndSessions userId={person.id} live={sessions.length} />
      </Part>
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="md">
      <div className={css.row}>
        <h4 className={css.strong}>{title}</h4>
        {children}
      </div>
    </Card>
  );
}

async function refreshPerson() {
  await queryClient.invalidateQueries({ queryKey: apiRouteKey('adminPerson') });
}

function EndSessions({ userId, live }: { userId: string; live: number }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const end = useMutation({
    mutationFn: (why: string) =>
      api.adminEndSessions({ params: { userId }, body: { reason: why } }),
    onSuccess: async (result) => {
      setDone(t`${result.ended} sessions ended.`);
      setReason('');
      await refreshPerson();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    if (reason.trim()) end.mutate(reason.trim());
  };
  return (
    <form onSubmit={submit} className={css.form} noValidate>
      <TextArea
        label={t`Reason for ending the sessions`}
        name="endSessionsReason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        required
      />
      {end.isError ? <p role="alert">{errorText(end.error, t`Something went wrong`)}</p> : null}
      <p role="status">{done}</p>
      <div>
        <Button type="submit" disabled={end.isPending || !reason.trim() || live === 0}>
          {t`End all sessions`}
        </Button>
      </div>
    </form>
  );
}

function CreditAdjustment({ userId, role }: { userId: string; role: 'support' | 'admin' }) {
  const { t } = useLingui();
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState('');
  const max = role === 'admin' ? ADJUSTMENT_MAX_CREDITS : SUPPORT_ADJUSTMENT_MAX_CREDITS;
  const amount = Number(credits);
  const valid = /^-?\d+$/.test(credits.trim()) && amount !== 0 && Math.abs(amount) <= max;
  const adjust = useMutation({
    mutationFn: (input: { credits: number; reason: string }) =>
      api.adminCreditAdjustment({ params: { userId }, body: input }),
    onSuccess: async (result) => {
      setDone(t`Done: the balance is now ${result.balance} credits.`);
      setCredits('');
      setReason('');
      setTried(false);
      await refreshPerson();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setDone('');
    if (valid && reason.trim()) adjust.mutate({ credits: amount, reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} className={css.form} noValidate>
      <TextField
        label={t`Credits to add (a minus sign takes them away)`}
        name="credits"
        value={credits}
        onChange={(event) => setCredits(event.target.value)}
        inputMode="numeric"
        dir="ltr"
        required
        hint={t`Up to ${max} either way`}
        error={tried && !valid ? t`Enter a whole number other than zero, up to ${max}` : undefined}
      />
      <TextArea
        label={t`Reason for the adjustment (the business sees it)`}
        name="adjustmentReason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        required
        error={tried && !reason.trim() ? t`Give a reason` : undefined}
      />
      {adjust.isError ? (
        <p role="alert">{errorText(adjust.error, t`Something went wrong`)}</p>
      ) : null}
      <p role="status">{done}</p>
      <div>
        <Button type="submit" disabled={adjust.isPending}>
          {t`Adjust credits`}
        </Button>
      </div>
    </form>
  );
}
