import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery } from '@quoteway/api-client';
import { Avatar, Button, Spinner } from '@quoteway/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../api';
import * as css from './chat.css';

/** Wait this long after the last keystroke in the inbox's search before asking the server. */
export const CONTACT_SEARCH_PAUSE_MS = 300;

type Contact = ApiOutput<'contactUsers'>['users'][number];

/** Where a found contact's conversation opens (as the list links it). */
function contactHref(contact: Contact, myId: string): string {
  return contact.jobId
    ? `/chat/${myId}/${contact._id}/${contact.jobId}`
    : `/inbox?conversation=${encodeURIComponent(contact.conversationId)}`;
}

interface ContactResultsProps {
  /** What to look for (already trimmed and debounced). */
  search: string;
  myId: string;
  /** The conversation on screen, marked as the current one. */
  openId: string | undefined;
}

/**
 * The conversations whose other party's name (or business name) contains `search`, found
 * by the server (`GET /api/chat/contact/users`), most recent first. The count is announced.
 */
export function ContactResults({ search, myId, openId }: ContactResultsProps) {
  const { t } = useLingui();
  const found = useQuery({
    ...apiQuery(api, 'contactUsers', { query: { filterData: search } }),
    // The previous results stay while the next ones load, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
  const users = found.data?.users ?? [];
  const settled = !found.isPlaceholderData && !found.isPending;

  return (
    <>
      <p role="status" className={css.searchStatus}>
        {found.isError
          ? t`The search did not work.`
          : !settled
            ? t`Searching…`
            : users.length === 0
              ? t`No conversations with “${search}”.`
              : plural(users.length, {
                  one: '# conversation found',
                  other: '# conversations found',
                })}
      </p>
      {found.isError && (
        <Button variant="outline" size="sm" onClick={() => void found.refetch()}>
          {t`Try again`}
        </Button>
      )}
      {found.isPending && <Spinner label={t`Searching…`} />}
      {users.length > 0 && (
        <ul className={css.list} aria-label={t`Search results`} aria-busy={!settled}>
          {users.map((contact) => {
            const name = contact.businessName || contact.userName;
            return (
              <li key={contact.conversationId}>
                <Link
                  to={contactHref(contact, myId)}
                  className={css.listItem}
                  aria-current={contact.conversationId === openId ? 'page' : undefined}
                >
                  <Avatar name={name} src={contact.imageUrl ?? undefined} size="md" decorative />
                  <span className={css.listText}>
                    <span className={css.partyName} dir="auto">
                      {name}
                    </span>
                    {contact.job && (
                      <span className={css.jobLine} dir="auto">
                        {contact.job.titleParts.join(JOB_TITLE_SEPARATOR)} · {contact.job.locality}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
