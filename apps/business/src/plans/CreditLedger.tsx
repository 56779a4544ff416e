import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type LedgerResult } from '@quoteway/api-client';
import { BusyIndicator, Button, Stack, vars } from '@quoteway/ui';
import { useEffect, useState } from 'react';
import { useConsole } from '../console';
import { errorText } from '../styles';

type Kind = LedgerResult['entries'][number]['kind'];

/** Ledger entries per page. */
const PER_PAGE = 10;

const cell = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
} as const;

/**
 * The credit ledger, newest first, a page at a time: every purchase, bonus, quote, return
 * and expiry with its amount. `version` changes when the balance changed (a purchase, a
 * realtime update-credits), which reloads the first page.
 */
export function CreditLedger({ version }: { version: number }) {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  const [page, setPage] = useState(1);
  const [shownVersion, setShownVersion] = useState(version);
  const [ledger, setLedger] = useState<LedgerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  // A new version starts again at the newest entries (adjusting state during render).
  if (shownVersion !== version) {
    setShownVersion(version);
    setPage(1);
    setLoading(true);
  }

  useEffect(() => {
    let live = true;
    api.ledger({ page, perPage: PER_PAGE }).then(
      (result) => {
        if (!live) return;
        setLedger(result);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof ApiRequestError ? failure.message : t`Something went wrong`);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, page, version, t]);

  const go = (next: number) => {
    setPage(next);
    setLoading(true);
  };

  const kinds: Record<Kind, string> = {
    purchase: t`Purchase`,
    bonus: t`Bonus`,
    quote: t`Quote sent`,
    return: t`Credits returned`,
    expiry: t`Expired`,
    grant: t`Granted`,
  };
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const pages = ledger ? Math.max(1, Math.ceil(ledger.total / PER_PAGE)) : 1;
  const balance = ledger?.balance ?? 0;

  return (
    <Stack gap="sm">
      <BusyIndicator label={t`Loading your credit history`} active={loading} position="inline" />
      {error ? (
        <p role="alert" style={errorText}>
          {error}
        </p>
      ) : null}
      {ledger ? (
        <>
          <p>
            <Plural value={balance} one="Balance: # credit" other="Balance: # credits" />
          </p>
          {ledger.entries.length === 0 ? (
            <p>
              <Trans>No credit activity yet.</Trans>
            </p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ inlineSize: '100%', borderCollapse: 'collapse' }}>
                <caption style={{ textAlign: 'start' }}>
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" style={cell}>
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col" style={cell}>
                      <Trans>Type</Trans>
                    </th>
                    <th scope="col" style={cell}>
                      <Trans>Details</Trans>
                    </th>
                    <th scope="col" style={{ ...cell, textAlign: 'end' }}>
                      <Trans>Credits</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td style={cell}>{date.format(new Date(entry.createdAt))}</td>
                      <td style={cell}>{kinds[entry.kind]}</td>
                      <td style={cell}>{entry.reason}</td>
                      <td style={{ ...cell, textAlign: 'end' }} dir="ltr">
                        {entry.amount > 0 ? `+${entry.amount}` : String(entry.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <Stack direction="row" gap="sm">
              <Button
                variant="outline"
                disabled={page <= 1 || loading}
                onClick={() => go(page - 1)}
              >
                {t`Newer`}
              </Button>
              <Button
                variant="outline"
                disabled={page >= pages || loading}
                onClick={() => go(page + 1)}
              >
                {t`Older`}
              </Button>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
