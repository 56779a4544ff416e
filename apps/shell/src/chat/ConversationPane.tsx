import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type Conversation } from '@quoteway/api-client';
import {
  Avatar,
  Button,
  ButtonLink,
  Dialog,
  RatingBadge,
  Spinner,
  VerifiedBadge,
} from '@quoteway/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { businessPath } from '../businesses/BusinessTrust';
import { QuoteFacts } from '../jobs/QuoteFacts';
import { RouterLink } from '../RouterLink';
import { useSessionUser } from '../session/sessionUser';
import * as css from './chat.css';
import { type Thread, threadConversation, threadMessages } from './chatCache';
import { blockMutation, type ConversationTarget, showChatError, threadQuery } from './chatQueries';
import { formatClock } from './chatFormat';
import { Composer } from './Composer';
import { HireControl } from './HireControl';
import { MessageBubble } from './MessageBubble';
import { PendingBubble } from './PendingBubble';
import { usePending } from './pendingStore';

/** The name the other party goes by: the business's name, else the person's. */
export function partyName(conversation: Conversation): string {
  return conversation.otherUser.businessName || conversation.otherUser.userName;
}

/** Within this many pixels of the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 80;

interface ConversationPaneProps {
  target: ConversationTarget;
  /** Phones show one pane at a time: a Back link returns to the list. */
  showBack: boolean;
}

/**
 * The open conversation: a header with who it is with (a business: linked to its page, with
 * its verification and stars), the quote it began with, and Block; the message log; the
 * composer.
 */
export function ConversationPane({ target, showBack }: ConversationPaneProps) {
  const { t } = useLingui();
  const myId = useSessionUser().user?._id;
  const thread = useInfiniteQuery({ ...threadQuery(target), enabled: myId !== undefined });
  const conversation = thread.data && threadConversation(thread.data);
  const back = showBack ? (
    <ButtonLink as={RouterLink} href="/inbox" variant="text" size="sm">
      {t`Back`}
    </ButtonLink>
  ) : null;

  if (thread.isPending) {
    return (
      <div className={css.placeholder}>
        {back}
        <Spinner label={t`Loading the conversation`} />
      </div>
    );
  }
  if (!thread.data || !conversation) {
    const status = thread.error instanceof ApiRequestError ? thread.error.status : undefined;
    // 404: no such conversation, or not one of ours (the server does not say which).
    const refused = status === 403 || status === 404;
    return (
      <div className={css.placeholder}>
        {back}
        <p role="status">
          {status === 404
            ? t`This conversation was not found.`
            : refused && thread.error
              ? thread.error.message
              : t`The conversation could not be loaded.`}
        </p>
        {!refused && (
          <Button variant="outline" onClick={() => void thread.refetch()}>
            {t`Try again`}
          </Button>
        )}
      </div>
    );
  }
  const earlier = async () => {
    const result = await thread.fetchNextPage();
    if (result.isFetchNextPageError) showChatError(result.error);
  };
  return (
    <OpenPane
      key={conversation._id}
      conversation={conversation}
      thread={thread.data}
      moreToLoad={thread.hasNextPage}
      loadingEarlier={thread.isFetchingNextPage}
      onEarlier={earlier}
      back={back}
    />
  );
}

interface OpenPaneProps {
  conversation: Conversation;
  thread: Thread;
  moreToLoad: boolean;
  loadingEarlier: boolean;
  onEarlier(): Promise<void>;
  back: ReactNode;
}

function OpenPane({
  conversation,
  thread,
  moreToLoad,
  loadingEarlier,
  onEarlier,
  back,
}: OpenPaneProps) {
  const { t } = useLingui();
  const myId = useSessionUser().user?._id;
  const headingId = useId();
  const messages = threadMessages(thread);
  const allPending = usePending((s) => s.pending);
  const pending = allPending.filter((p) => p.conversationId === conversation._id);
  const name = partyName(conversation);
  const blocked = conversation.blocked;

  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Distance from the bottom before 'Load earlier messages', restored once they are in.
  const keepFromBottom = useRef<number | null>(null);
  const nearBottom = useRef(true);

  // Opening a conversation puts the reader at the composer (or the heading when blocked).
  useEffect(() => {
    (composer.current && !composer.current.disabled ? composer.current : heading.current)?.focus();
  }, []);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepFromBottom.current !== null && !loadingEarlier) {
      // Older messages went in above: keep what the reader was looking at in place.
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (nearBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages, pending.length, loadingEarlier]);

  // Photos load (and the pane resizes) after the scroll above: stay at the bottom if there.
  useEffect(() => {
    const box = scroller.current;
    const content = log.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(content);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // My own new message always brings the view down to it.
  const pendingCount = pending.length;
  useLayoutEffect(() => {
    if (pendingCount > 0 && scroller.current) {
      scroller.current.scrollTop = scroller.current.scrollHeight;
      nearBottom.current = true;
    }
  }, [pendingCount]);

  const earlier = () => {
    const box = scroller.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void onEarlier();
  };

  const lastSent = [...messages].reverse().find((m) => m.type === 'sent');
  const job = conversation.job;
  // The trust line is about the other party: a business never sees its own.
  const newest = thread.pages[0];
  const business = newest?.business && newest.business._id !== myId ? newest.business : null;
  const quote = newest?.quote ?? null;

  return (
    <section className={css.pane} aria-labelledby={headingId}>
      <header className={css.paneHeader}>
        <div className={css.paneWho}>
          {back}
          <Avatar
            name={name}
            src={conversation.otherUser.imageUrl ?? undefined}
            size="sm"
            decorative
          />
          <div className={css.paneTitle}>
            {/* The name isolated in its own direction, the heading on the page's side (beside
                the avatar in Arabic too, where `dir="auto"` put a Latin name on the far left). */}
            <h2 id={headingId} ref={heading} tabIndex={-1} className={css.paneHeading}>
              {business ? (
                <Link to={businessPath(business._id)} className={css.paneHeadingLink}>
                  <bdi>{name}</bdi>
                </Link>
              ) : (
                <bdi>{name}</bdi>
              )}
            </h2>
            {job && (
              <span className={css.paneJobLine} dir="auto">
                {job.titleParts.join(JOB_TITLE_SEPARATOR)} · {job.locality}
              </span>
            )}
            {business && (
              <span className={css.trustRow}>
                {business.verified && <VerifiedBadge />}
                <RatingBadge
                  value={business.rating.average}
                  count={business.rating.count}
                  size="sm"
                />
              </span>
            )}
          </div>
        </div>
        <div className={css.paneActions}>
          {job && quote && (
            <HireControl
              conversationId={conversation._id}
              jobId={job._id}
              quote={quote}
              jobStatus={newest?.jobStatus ?? null}
              businessName={name}
              customer={business !== null}
              focusAfterHire={heading}
            />
          )}
          <BlockControl conversation={conversation} name={name} />
        </div>
      </header>
      {quote && (
        <section className={css.quoteBar} aria-label={t`The quote`}>
          <QuoteFacts quote={quote} />
        </section>
      )}
      <div
        ref={scroller}
        className={css.scroller}
        onScroll={(event) => {
          const box = event.currentTarget;
          nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        {moreToLoad && (
          <div className={css.earlier}>
            <Button variant="outline" size="sm" loading={loadingEarlier} onClick={earlier}>
              {t`Load earlier messages`}
            </Button>
          </div>
        )}
        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label={t`Messages with ${name}`}
          aria-busy={loadingEarlier}
          className={css.log}
        >
          {messages.length === 0 && pending.length === 0 && (
            <p className={css.muted}>
              <Trans>No messages yet. Say hello!</Trans>
            </p>
          )}
          {messages.map((message) => (
            <MessageBubble
              key={message._id}
              message={message}
              otherName={name}
              status={message === lastSent ? <SeenStatus seenTime={message.seenTime} /> : undefined}
            />
          ))}
          {pending.map((p) => (
            <PendingBubble key={p.tempId} pending={p} />
          ))}
        </div>
      </div>
      {blocked && (
        <p role="status" className={css.notice}>
          {conversation.blockedByMe
            ? t`You blocked ${name}. Unblock them to send messages.`
            : t`You can no longer send messages in this conversation.`}
        </p>
      )}
      <Composer conversationId={conversation._id} disabled={blocked} textareaRef={composer} />
    </section>
  );
}

/** 'Seen 10:32 am' once the other party has read my last message, 'Sent' until then. */
function SeenStatus({ seenTime }: { seenTime: string | null }) {
  const { t, i18n } = useLingui();
  if (!seenTime) return <span>{t`Sent`}</span>;
  const time = formatClock(seenTime, i18n.locale);
  return <span>{t`Seen ${time}`}</span>;
}

/** Block or Unblock the other party, after a confirmation. */
function BlockControl({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const block = useMutation(blockMutation);
  const busy = block.isPending;
  const unblock = conversation.blockedByMe;

  const confirm = () =>
    block.mutate(
      {
        conversationId: conversation._id,
        otherUserId: conversation.otherUser._id,
        blocked: !unblock,
      },
      { onSuccess: () => setAsking(false) },
    );

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        color={unblock ? 'primary' : 'error'}
        onClick={() => setAsking(true)}
      >
        {unblock ? t`Unblock` : t`Block`}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(next) => {
          if (!next && !busy) setAsking(false);
        }}
        role="alertdialog"
        size="sm"
        title={unblock ? t`Unblock ${name}?` : t`Block ${name}?`}
        description={
          unblock
            ? t`You will be able to send each other messages again.`
            : t`Neither of you will be able to send messages until you unblock them.`
        }
        closeLabel={t`Close`}
        actions={
          <>
            <Button variant="outline" onClick={() => setAsking(false)} disabled={busy}>
              {t`Cancel`}
            </Button>
            <Button color={unblock ? 'primary' : 'error'} loading={busy} onClick={confirm}>
              {unblock ? t`Unblock` : t`Block`}
            </Button>
          </>
        }
      />
    </>
  );
}
