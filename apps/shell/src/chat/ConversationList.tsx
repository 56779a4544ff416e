import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Conversation } from '@quoteway/api-client';
import { useDebouncedValue } from '@quoteway/account-forms/fields';
import { Avatar, Badge, Button, Spinner, TextField } from '@quoteway/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isImage } from './attachments';
import * as css from './chat.css';
import { formatListTime } from './chatFormat';
import { listedConversations } from './chatCache';
import { conversationListQuery, showChatError } from './chatQueries';
import { CONTACT_SEARCH_PAUSE_MS, ContactResults } from './ContactResults';
import { partyName } from './ConversationPane';

/** How many messages of a conversation are unread, as a badge (none when all are read). */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <Badge
      count={count}
      max={99}
      label={plural(count, {
        one: '# unread message',
        other: '# unread messages',
      })}
    />
  );
}

/**
 * Where a conversation opens: the /chat/:senderId/:receiverId/:jobId screen for a job's
 * conversation, else the inbox with its id.
 */
export function conversationHref(conversation: Conversation, myId: string): string {
  const other = conversation.otherUser._id;
  return conversation.job
    ? `/chat/${myId}/${other}/${conversation.job._id}`
    : `/inbox?conversation=${encodeURIComponent(conversation._id)}`;
}

function Excerpt({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const last = conversation.lastMessage;
  if (!last) return null;
  const text =
    last.messageType === 'media' && last.media
      ? isImage(last.media.mimeType)
        ? t`Photo`
        : t`PDF`
      : last.message;
  return (
    <span className={css.excerpt}>
      {last.type === 'sent' ? <span className={css.excerptWho}>{t`You:`} </span> : null}
      <span className={css.excerptText} dir="auto">
        {text}
      </span>
    </span>
  );
}

interface ConversationListProps {
  myId: string;
  /** The conversation on screen, marked as the current one. */
  openId: string | undefined;
}

/**
 * My conversations, most recent first, with unread counts; more load on request. A search
 * by name above them asks the server (every conversation, not only the pages loaded).
 */
export function ConversationList({ myId, openId }: ConversationListProps) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), CONTACT_SEARCH_PAUSE_MS);
  const searching = searchText.trim() !== '';
  const results = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    if (event.key === 'Escape' && searchText !== '') {
      event.preventDefault();
      setSearchText('');
    } else if (event.key === 'ArrowDown') {
      // From the field straight to the first conversation, as in a mail app's search.
      const first = results.current?.querySelector<HTMLAnchorElement>('a[href]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className={css.listPane}>
      <form
        role="search"
        className={css.search}
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
      >
        <TextField
          label={t`Search conversations by name`}
          hideLabel
          placeholder={t`Search by name`}
          name="contact"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </form>
      <div ref={results} className={css.listBody}>
        {/* The list stays until the pause after typing is over; clearing shows it at once. */}
        {searching && search !== '' ? (
          <ContactResults search={search} myId={myId} openId={openId} />
        ) : (
          <Conversations myId={myId} openId={openId} />
        )}
      </div>
    </div>
  );
}

/** The conversation list itself, page by page. */
function Conversations({ myId, openId }: ConversationListProps) {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(conversationListQuery);

  if (list.isPending) {
    return <Spinner label={t`Loading your conversations`} />;
  }
  if (!list.data) {
    return (
      <>
        <p role="status">{t`Your conversations could not be loaded.`}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t`Try again`}
        </Button>
      </>
    );
  }
  const conversations = listedConversations(list.data);
  const more = async () => {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) showChatError(result.error);
  };
  return (
    <>
      {conversations.length === 0 ? (
        <p>
          <Trans>No new messages as of now!</Trans>
        </p>
      ) : (
        <ul className={css.list} aria-label={t`Conversations`}>
          {conversations.map((conversation) => {
            const name = partyName(conversation);
            const job = conversation.job;
            return (
              <li key={conversation._id}>
                <Link
                  to={conversationHref(conversation, myId)}
                  className={css.listItem}
                  aria-current={conversation._id === openId ? 'page' : undefined}
                >
                  <Avatar
                    name={name}
                    src={conversation.otherUser.imageUrl ?? undefined}
                    size="md"
                    decorative
                  />
                  <span className={css.listText}>
                    <span
                      className={`${css.partyName} ${conversation.unread > 0 ? css.unreadName : ''}`}
                      dir="auto"
                    >
                      {name}
                    </span>
                    {job && (
                      <span className={css.jobLine} dir="auto">
                        {job.titleParts.join(JOB_TITLE_SEPARATOR)} · {job.locality}
                      </span>
                    )}
                    <Excerpt conversation={conversation} />
                  </span>
                  <span className={css.listMeta}>
                    <time dateTime={conversation.lastMessageAt}>
                      {formatListTime(conversation.lastMessageAt, i18n.locale)}
                    </time>
                    <UnreadBadge count={conversation.unread} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="text" loading={list.isFetchingNextPage} onClick={() => void more()}>
          {t`Load more conversations`}
        </Button>
      )}
    </>
  );
}
