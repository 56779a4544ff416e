import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery } from '@quoteway/api-client';
import { BusyIndicator, Button, Stack, TextLink } from '@quoteway/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../console';
import { RouterLink } from '../RouterLink';
import { errorText } from '../styles.css';
import * as styles from './plans.css';

type Kind = ApiOutput<'ledger'>['entries'][number]['kind'];

/** Ledger entries per page. */
const PER_PAGE = 10;

/**
 * The credit ledger, newest first, a page at a time: every purchase, bonus, quote, return
 * and expiry with its amount. The page shown stays on screen while the next one loads; a
 * purchase or a realtime update-credits re-reads it (the page's host remounts it after a
 * purchase, to start again at the newest entries).
 */
export function CreditLedger() {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...apiQuery(api, 'ledger', { query: { page, perPage: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const ledger = query.data ?? null;
  const loading = query.isFetching;
  const error = query.isError
    ? query.error instanceof ApiRequestError
      ? query.error.message
      : t`Something went wrong`
    : null;

  const kinds: Record<Kind, string> = {
    purchase: t`Purchase`,
    bonus: t`Bonus`,
    quote: t`Quote sent`,
    return: t`Credits returned`,
    expiry: t`Expired`,
    grant: t`Granted`,
    refund: t`Refund`,
    adjustment: t`Adjustment`,
  };
  const documentName = (kind: Kind, number: string) =>
    kind === 'refund' ? t`Credit note ${number}` : t`Tax invoice ${number}`;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const pages = ledger ? Math.max(1, Math.ceil(ledger.total / PER_PAGE)) : 1;
  const balance = ledger?.balance ?? 0;

  return (
    <Stack gap="sm">
      <BusyIndicator label={t`Loading your credit history`} active={loading} position="inline" />
      {error ? (
        <p role="alert" className={errorText}>
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
            // On a phone the table scrolls sideways inside this region, which the keyboard
            // can reach and scroll too (a region that scrolls must be focusable).
            <div
              className={styles.ledgerScroller}
              role="region"
              aria-label={t`Credit history table`}
              tabIndex={0}
            >
              <table className={styles.ledgerTable}>
                <caption className={styles.ledgerCaption}>
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.ledgerCell}>
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col" className={styles.ledgerCell}>
                      <Trans>Type</Trans>
                    </th>
                    <th scope="col" className={styles.ledgerCell}>
                      <Trans>Details</Trans>
                    </th>
                    <th scope="col" className={styles.ledgerAmount}>
                      <Trans>Credits</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={styles.ledgerCell}>
                        {date.format(new Date(entry.createdAt))}
                      </td>
                      <td className={styles.ledgerCell}>{kinds[entry.kind]}</td>
                      <td className={styles.ledgerCell}>
                        {entry.reason}
                        {entry.taxDocument ? (
                          <>
                            {' '}
                            <TextLink as={RouterLink} href={`/invoices/${entry.taxDocument.id}`}>
                              {documentName(entry.kind, entry.taxDocument.number)}
                            </TextLink>
                          </>
                        ) : null}
                      </td>
                      <td className={styles.ledgerAmount} dir="ltr">
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
                onClick={() => setPage(page - 1)}
              >
                {t`Newer`}
              </Button>
              <Button
                variant="outline"
                disabled={page >= pages || loading}
                onClick={() => setPage(page + 1)}
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
