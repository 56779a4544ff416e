import { Trans, useLingui } from '@lingui/react/macro';
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
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SimplePage } from '../pages/SimplePage';
import { queryClient } from '../queryClient';
import { RouterLink } from '../RouterLink';
import { useSiteFormat } from '../useSiteFormat';
import * as css from './admin.css';
import { PaymentsQueue } from './PaymentsQueue';
import { VerificationQueue } from './VerificationQueue';
import { SupportSection } from './SupportSection';

/** The refusal of a signed-in operator whose session has not passed the second factor. */
const SECOND_FACTOR_FIRST = 'Enter the code from your authenticator app first';

type Section =
  | 'lead-reports'
  | 'review-reports'
  | 'spam'
  | 'verifications'
  | 'payments'
  | 'support'
  | 'audit-log';
const sections: readonly Section[] = [
  'lead-reports',
  'review-reports',
  'spam',
  'verifications',
  'payments',
  'support',
  'audit-log',
];

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/**
 * /admin/:section?: Quoteway's operator console. Only operators see it; anyone else signed in
 * gets the not-found page (the console is not advertised). A session that has not passed the
 * second factor is asked for it first.
 */
export function AdminPage() {
  const { t } = useLingui();
  const { section } = useParams();
  const me = useQuery({ ...apiQuery(api, 'adminMe'), retry: false });
  if (me.isPending) {
    return (
      <SimplePage title={t`Operator console`}>
        <Spinner label={t`Loading`} />
      </SimplePage>
    );
  }
  if (me.isError) {
    const error = me.error;
    if (error instanceof ApiRequestError && error.messageId === SECOND_FACTOR_FIRST) {
      return <SecondFactorStep />;
    }
    return <NotFoundPage />;
  }
  const current = sections.find((s) => s === section);
  if (section && !current) return <NotFoundPage />;
  return (
    <SimplePage title={t`Operator console`}>
      <p className={css.muted}>
        <Trans>Signed in as {me.data.email}</Trans>
      </p>
      <AdminNav current={current ?? null} />
      {current === 'lead-reports' ? <LeadReports /> : null}
      {current === 'review-reports' ? <ReviewReports /> : null}
      {current === 'spam' ? <SpamAccounts /> : null}
      {current === 'verifications' ? <VerificationQueue /> : null}
      {current === 'payments' ? <PaymentsQueue /> : null}
      {current === 'support' ? <SupportSection role={me.data.role} /> : null}
      {current === 'audit-log' ? <AuditLog /> : null}
      {current === undefined ? <Overview /> : null}
    </SimplePage>
  );
}

function AdminNav({ current }: { current: Section | null }) {
  const { t } = useLingui();
  const links: Array<[string, Section | null, string]> = [
    ['/admin', null, t`Overview`],
    ['/admin/lead-reports', 'lead-reports', t`Reported leads`],
    ['/admin/review-reports', 'review-reports', t`Reported reviews`],
    ['/admin/spam', 'spam', t`Spam`],
    ['/admin/verifications', 'verifications', t`Verification`],
    ['/admin/payments', 'payments', t`Payments`],
    ['/admin/support', 'support', t`Support`],
    ['/admin/audit-log', 'audit-log', t`Audit log`],
  ];
  return (
    <nav aria-label={t`Operator console`} className={css.nav}>
      <ul className={css.navList}>
        {links.map(([to, key, label]) => (
          <li key={to}>
            <RouterLink
              href={to}
              className={css.navLink}
              aria-current={current === key ? 'page' : undefined}
            >
              {label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The second factor: a six-digit code of the authenticator app, or a recovery code. */
function SecondFactorStep() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const pass = useMutation({
    mutationFn: (value: string) => api.operatorSecondFactor({ body: { code: value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiRouteKey('adminMe') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length >= 6) pass.mutate(code.trim());
  };
  return (
    <SimplePage title={t`Operator console`}>
      <div className={css.step}>
        <Card padding="lg">
          <form onSubmit={submit} className={css.form} noValidate>
            <h2 className={css.heading}>{t`Second factor`}</h2>
            <p>
              <Trans>
                Enter the six-digit code your authenticator app shows, or one of your recovery
                codes.
              </Trans>
            </p>
            <TextField
              label={t`Code`}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              required
              dir="ltr"
              error={pass.isError ? errorText(pass.error, t`Something went wrong`) : undefined}
            />
            <div>
              <Button type="submit" disabled={pass.isPending || code.trim().length < 6}>
                {t`Continue`}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </SimplePage>
  );
}

/** The console's home: the day's key figures and the oldest report waiting in each queue. */
function Overview() {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const overview = useQuery(apiQuery(api, 'adminOverview'));
  if (overview.isPending) return <Spinner label={t`Loading`} />;
  if (overview.isError) {
    return <p role="alert">{errorText(overview.error, t`Something went wrong`)}</p>;
  }
  const { today, openReports, refusedBusinessNumbers, oldest } = overview.data;
  const tiles: Array<{ label: string; count: number; to?: string; oldest?: string | null }> = [
    { label: t`Jobs posted today`, count: today.jobs },
    { label: t`Quotes sent today`, count: today.quotes },
    { label: t`Credit purchases today`, count: today.purchases },
    {
      label: t`Open lead reports`,
      count: openReports.leads,
      to: '/admin/lead-reports',
      oldest: oldest.leadReport,
    },
    {
      label: t`Open review reports`,
      count: openReports.reviews,
      to: '/admin/review-reports',
      oldest: oldest.reviewReport,
    },
    {
      label: t`Refused business numbers`,
      count: refusedBusinessNumbers,
      to: '/admin/verifications',
      oldest: oldest.refusedBusinessNumber,
    },
  ];
  return (
    <ul className={css.tiles}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card padding="md">
            <p className={css.tileLabel}>
              {tile.to ? <RouterLink href={tile.to}>{tile.label}</RouterLink> : tile.label}
            </p>
            <p className={css.figure}>{tile.count}</p>
            {tile.oldest ? (
              <p className={css.muted}>{t`Oldest waiting since ${date(tile.oldest)}`}</p>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function QueueState({
  pending,
  error,
  empty,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
}) {
  const { t } = useLingui();
  if (pending) return <Spinner label={t`Loading`} />;
  if (error) return <p role="alert">{errorText(error, t`Something went wrong`)}</p>;
  if (empty) return <p>{t`Nothing is waiting here.`}</p>;
  return null;
}

/** A decision with a required reason, in a dialog. */
function DecisionDialog({
  open,
  title,
  legend,
  options,
  onClose,
  onDecide,
  busy,
  error,
}: {
  open: boolean;
  title: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onClose(): void;
  onDecide(decision: string, reason: string): void;
  busy: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [decision, setDecision] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (decision && reason.trim()) onDecide(decision, reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      closeLabel={t`Close`}
    >
      <form onSubmit={submit} className={css.form} noValidate>
        <RadioGroup
          legend={legend}
          name="decision"
          options={options}
          value={decision}
          onChange={setDecision}
          error={tried && !decision ? t`Choose a decision` : undefined}
        />
        <TextArea
          label={t`Reason`}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
          required
          error={tried && !reason.trim() ? t`Give a reason` : undefined}
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

function Row({ children }: { children: ReactNode }) {
  return (
    <li>
      <Card padding="md">
        <div className={css.row}>{children}</div>
      </Card>
    </li>
  );
}

type LeadReport = ApiOutput<'leadReportQueue'>['reports'][number];

function LeadReports() {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const [state, setState] = useState<'open' | 'decided'>('open');
  const [reason, setReason] = useState('');
  const [deciding, setDeciding] = useState<LeadReport | null>(null);
  const labels: Record<LeadReport['reason'], string> = {
    fake: t`It is fake: nobody really needs this work`,
    unreachable: t`The customer cannot be reached`,
    duplicate: t`It duplicates another lead`,
  };
  const query = {
    state,
    limit: 50,
    ...(reason ? { reason: reason as LeadReport['reason'] } : {}),
  };
  const list = useQuery(apiQuery(api, 'leadReportQueue', { query }));
  const decide = useMutation({
    mutationFn: (input: { id: string; decision: 'confirm' | 'reject'; reason: string }) =>
      api.decideLeadReport({
        params: { id: input.id },
        body: { decision: input.decision, reason: input.reason },
      }),
    onSuccess: async () => {
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: apiRouteKey('leadReportQueue') });
    },
  });
  const reports = list.data?.reports ?? [];
  return (
    <section aria-labelledby="lead-reports-title" className={css.section}>
      <h2 id="lead-reports-title" className={css.heading}>{t`Reported leads`}</h2>
      <div className={css.filters}>
        <QueueStateFilter state={state} onChange={setState} />
        <Select
          label={t`Reason`}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          <option value="">{t`Any reason`}</option>
          {Object.entries(labels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <QueueState pending={list.isPending} error={list.error} empty={reports.length === 0} />
      <ul className={css.list}>
        {reports.map((report) => (
          <Row key={report.id}>
            <p className={css.strong}>{labels[report.reason]}</p>
            {report.detail ? <p>{report.detail}</p> : null}
            <p className={css.muted}>
              {t`Reported ${date(report.createdAt)}`} ·{' '}
              <span dir="ltr">{t`Job ${report.jobId}`}</span>
            </p>
            {report.decision ? (
              <p>
                {report.decision === 'confirmed' ? t`Confirmed: credits returned` : t`Rejected`}
              </p>
            ) : (
              <div>
                <Button onClick={() => setDeciding(report)}>{t`Decide`}</Button>
              </div>
            )}
          </Row>
        ))}
      </ul>
      {deciding ? (
        <DecisionDialog
          open
          title={t`Decide on this lead report`}
          legend={t`Decision`}
          options={[
            {
              value: 'confirm',
              label: t`Confirm: withdraw the job and return every quote's credits`,
            },
            { value: 'reject', label: t`Reject: the lead stays` },
          ]}
          onClose={() => setDeciding(null)}
          onDecide={(decision, why) =>
            decide.mutate({
              id: deciding.id,
              decision: decision === 'confirm' ? 'confirm' : 'reject',
              reason: why,
            })
          }
          busy={decide.isPending}
          error={decide.isError ? errorText(decide.error, t`Something went wrong`) : undefined}
        />
      ) : null}
    </section>
  );
}

type ReviewReport = ApiOutput<'reviewReportQueue'>['reports'][number];

function ReviewReports() {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const [state, setState] = useState<'open' | 'decided'>('open');
  const [deciding, setDeciding] = useState<ReviewReport | null>(null);
  const labels: Record<ReviewReport['reason'], string> = {
    fake: t`It is fake or not from a real customer`,
    offensive: t`It is offensive or abusive`,
    'personal-information': t`It shares personal information`,
    'not-a-hire': t`This person never hired us`,
    other: t`Something else`,
  };
  const decisions: Record<NonNullable<ReviewReport['decision']>, string> = {
    kept: t`Kept`,
    removed: t`Review removed`,
    'reply-removed': t`Reply removed`,
  };
  const list = useQuery(apiQuery(api, 'reviewReportQueue', { query: { state, limit: 50 } }));
  const decide = useMutation({
    mutationFn: (input: {
      id: string;
      subject: 'review' | 'reply';
      decision: 'keep' | 'remove';
      reason: string;
    }) =>
      api.decideReviewReport({
        params: { id: input.id },
        body: { subject: input.subject, decision: input.decision, reason: input.reason },
      }),
    onSuccess: async () => {
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: apiRouteKey('reviewReportQueue') });
    },
  });
  const reports = list.data?.reports ?? [];
  return (
    <section aria-labelledby="review-reports-title" className={css.section}>
      <h2 id="review-reports-title" className={css.heading}>{t`Reported reviews`}</h2>
      <div className={css.filters}>
        <QueueStateFilter state={state} onChange={setState} />
      </div>
      <QueueState pending={list.isPending} error={list.error} empty={reports.length === 0} />
      <ul className={css.list}>
        {reports.map((report) => (
          <Row key={`${report.reviewId}-${report.subject}-${report.createdAt}`}>
            <p className={css.strong}>
              {report.subject === 'reply' ? t`Reported reply` : t`Reported review`}:{' '}
              {labels[report.reason]}
            </p>
            {report.detail ? <p>{report.detail}</p> : null}
            <blockquote className={css.quote}>
              <p>{t`${report.review.rating} of 5 stars`}</p>
              <p>{report.review.body}</p>
              {report.review.reply ? (
                <p className={css.muted}>{t`Reply: ${report.review.reply}`}</p>
              ) : null}
            </blockquote>
            <p className={css.muted}>{t`Reported ${date(report.createdAt)}`}</p>
            {report.decision ? (
              <p>{decisions[report.decision]}</p>
            ) : (
              <div>
                <Button onClick={() => setDeciding(report)}>{t`Decide`}</Button>
              </div>
            )}
          </Row>
        ))}
      </ul>
      {deciding ? (
        <DecisionDialog
          open
          title={
            deciding.subject === 'reply'
              ? t`Decide on this reported reply`
              : t`Decide on this reported review`
          }
          legend={t`Decision`}
          options={[
            { value: 'keep', label: t`Keep it` },
            {
              value: 'remove',
              label: deciding.subject === 'reply' ? t`Remove the reply` : t`Remove the review`,
            },
          ]}
          onClose={() => setDeciding(null)}
          onDecide={(decision, why) =>
            decide.mutate({
              id: deciding.reviewId,
              subject: deciding.subject,
              decision: decision === 'remove' ? 'remove' : 'keep',
              reason: why,
            })
          }
          busy={decide.isPending}
          error={decide.isError ? errorText(decide.error, t`Something went wrong`) : undefined}
        />
      ) : null}
    </section>
  );
}

function SpamAccounts() {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const list = useQuery(apiQuery(api, 'spamAccounts', { query: { limit: 100 } }));
  const [filter, setFilter] = useState('');
  const [accountId, setAccountId] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const mark = useMutation({
    mutationFn: (input: { id: string; spam: boolean; reason: string }) =>
      api.markSpam({ params: { id: input.id }, body: { spam: input.spam, reason: input.reason } }),
    onSuccess: async (result) => {
      setDone(
        result.status === 'SPAM' ? t`The account is marked as spam.` : t`The spam mark is lifted.`,
      );
      setReason('');
      await queryClient.invalidateQueries({ queryKey: apiRouteKey('spamAccounts') });
    },
  });
  const needle = filter.trim().toLowerCase();
  const accounts = (list.data?.accounts ?? []).filter(
    (a) =>
      !needle ||
      a.email.toLowerCase().includes(needle) ||
      a.userName.toLowerCase().includes(needle),
  );
  const act = (spam: boolean) => (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    if (accountId.trim() && reason.trim()) {
      mark.mutate({ id: accountId.trim(), spam, reason: reason.trim() });
    }
  };
  return (
    <section aria-labelledby="spam-title" className={css.section}>
      <h2 id="spam-title" className={css.heading}>{t`Spam`}</h2>
      <Card padding="md">
        <form onSubmit={act(true)} className={css.form} noValidate>
          <TextField
            label={t`Account id`}
            name="accountId"
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
            dir="ltr"
            required
          />
          <TextArea
            label={t`Reason`}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
            required
          />
          {mark.isError ? (
            <p role="alert">{errorText(mark.error, t`Something went wrong`)}</p>
          ) : null}
          <p role="status">{done}</p>
          <Stack direction="row" gap="sm" wrap>
            <Button type="submit" disabled={mark.isPending || !accountId.trim() || !reason.trim()}>
              {t`Mark as spam`}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={mark.isPending || !accountId.trim() || !reason.trim()}
              onClick={(event) => act(false)(event)}
            >
              {t`Lift the spam mark`}
            </Button>
          </Stack>
        </form>
      </Card>
      <TextField
        label={t`Search marked accounts`}
        name="filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <QueueState pending={list.isPending} error={list.error} empty={accounts.length === 0} />
      <ul className={css.list}>
        {accounts.map((account) => (
          <Row key={account.id}>
            <p className={css.strong}>{account.userName}</p>
            <p dir="ltr" className={css.wrap}>
              {account.email}
            </p>
            <p className={css.muted}>
              {account.markedAt ? t`Marked ${date(account.markedAt)}` : null}
            </p>
            <div>
              <Button variant="outline" onClick={() => setAccountId(account.id)}>
                {t`Choose this account`}
              </Button>
            </div>
          </Row>
        ))}
      </ul>
    </section>
  );
}

function AuditLog() {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const [action, setAction] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const query = {
    limit: 50,
    ...(action.trim() ? { action: action.trim() } : {}),
    ...(subjectId.trim() ? { subjectId: subjectId.trim() } : {}),
  };
  const list = useQuery(apiQuery(api, 'auditLog', { query }));
  const entries = list.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-title" className={css.section}>
      <h2 id="audit-title" className={css.heading}>{t`Audit log`}</h2>
      <div className={css.filters}>
        <TextField
          label={t`Action`}
          name="action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          dir="ltr"
        />
        <TextField
          label={t`Subject id`}
          name="subjectId"
          value={subjectId}
          onChange={(event) => setSubjectId(event.target.value)}
          dir="ltr"
        />
      </div>
      <QueueState pending={list.isPending} error={list.error} empty={entries.length === 0} />
      <ul className={css.list}>
        {entries.map((entry) => (
          <Row key={entry.id}>
            <p className={css.strong} dir="ltr">
              {entry.action}
            </p>
            <p>{entry.reason}</p>
            <p className={css.muted}>
              {date(entry.createdAt)} ·{' '}
              <span dir="ltr" className={css.wrap}>
                {entry.subjectType} {entry.subjectId}
              </span>
            </p>
          </Row>
        ))}
      </ul>
    </section>
  );
}

/** A queue's filter between the reports waiting for a decision and those decided. */
function QueueStateFilter({
  state,
  onChange,
}: {
  state: 'open' | 'decided';
  onChange: (state: 'open' | 'decided') => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Show`}
      name="state"
      value={state}
      onChange={(event) => onChange(event.target.value === 'decided' ? 'decided' : 'open')}
    >
      <option value="open">{t`Waiting for a decision`}</option>
      <option value="decided">{t`Decided`}</option>
    </Select>
  );
}
