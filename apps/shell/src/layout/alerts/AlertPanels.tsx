import { useLingui } from '@lingui/react/macro';
import { apiRouteKey, type Conversation } from '@quoteway/api-client';
import { Button, Spinner, VisuallyHidden } from '@quoteway/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { isImage } from '../../chat/attachments';
import { listedConversations } from '../../chat/chatCache';
import { conversationListQuery } from '../../chat/chatQueries';
import { conversationHref, UnreadBadge } from '../../chat/ConversationList';
import { partyName } from '../../chat/ConversationPane';
import { useNotifications } from '../../notifications/notificationStore';
import { queryClient } from '../../queryClient';
import { subscribeRealtime } from '../../session/realtimeHub';
import { useSessionUser } from '../../session/sessionUser';
import {
  type Application,
  applicationsQuery,
  type NotificationItem,
  notificationsQuery,
} from '../headerAlerts';
import * as css from './alerts.css';
import { JOB_TITLE_SEPARATOR, timeSince } from '@quoteway/domain';
import { useSiteFormat } from '../../useSiteFormat';

interface PanelProps {
  /** An entry was opened: the popover closes. */
  onDone(): void;
}

/** Only an app path is followed ("/leads/details/..."); anything else goes home. */
function appPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/home';
}

function Loading() {
  const { t } = useLingui();
  return (
    <div className={css.status}>
      <Spinner label={t`Loading`} />
    </div>
  );
}

function LoadFailed({ retry }: { retry(): void }) {
  const { t } = useLingui();
  return (
    <div className={css.status}>
      <p role="status">{t`This list could not be loaded.`}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className={css.empty}>{text}</p>;
}

type NotificationsData = { notifications: NotificationItem[]; unread: number };

/**
 * Change the cached notifications at once. A read still on its way (the panel reads again as it
 * opens) was asked before the change: it is cancelled first, or its answer would undo the change.
 */
async function patchNotifications(
  change: (data: NotificationsData) => NotificationsData,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: notificationsQuery.queryKey });
  queryClient.setQueryData<NotificationsData>(
    notificationsQuery.queryKey,
    (data) => data && change(data),
  );
}

/** Opening a notification marks it read; the count drops at once and follows the answer. */
function useMarkRead() {
  return useMutation({
    mutationFn: (notification: NotificationItem) =>
      api.markNotificationRead({ params: { id: notification.id } }),
    onMutate: (notification) => {
      const now = new Date().toISOString();
      return patchNotifications((data) => ({
        unread: Math.max(0, data.unread - 1),
        notifications: data.notifications.map((n) =>
          n.id === notification.id ? { ...n, readAt: now } : n,
        ),
      }));
    },
    onSuccess: ({ unread }) => patchNotifications((data) => ({ ...data, unread })),
    // Still unread on the server: the next read says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/** "Mark all as read": the list shows them read once the server has marked them. */
function useMarkAllRead() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => api.markAllNotificationsRead(),
    onSuccess: ({ unread }) => {
      const now = new Date().toISOString();
      return patchNotifications((data) => ({
        unread,
        notifications: data.notifications.map((n) => (n.readAt ? n : { ...n, readAt: now })),
      }));
    },
    onError: () => useNotifications.getState().showError(t`Something went wrong`),
  });
}

function NotificationsPanel({ onDone }: PanelProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  if (query.isPending) return <Loading />;
  if (!query.data) return <LoadFailed retry={() => void query.refetch()} />;
  const { notifications, unread } = query.data;
  if (notifications.length === 0) return <Empty text={t`No notifications found`} />;

  return (
    <>
      {unread > 0 && (
        <div className={css.toolbar}>
          <Button variant="text" size="sm" onClick={() => markAll.mutate()}>
            {t`Mark all as read`}
          </Button>
        </div>
      )}
      <ul className={css.list} aria-label={t`Notifications`}>
        {notifications.map((notification) => {
          const unreadOne = notification.readAt === null;
          return (
            <li key={notification.id}>
              <Link
                to={appPath(notification.link)}
                className={css.item}
                onClick={() => {
                  if (notification.readAt === null) markRead.mutate(notification);
                  onDone();
                }}
              >
                <span className={unreadOne ? css.dot : css.noDot} aria-hidden="true" />
                <span className={css.itemText}>
                  {unreadOne && <VisuallyHidden>{t`Unread:`} </VisuallyHidden>}
                  <span className={unreadOne ? css.strongLine : css.line} dir="auto">
                    {notification.text}
                  </span>
                  <time className={css.meta} dateTime={notification.createdAt}>
                    {timeSince(notification.createdAt, i18n.locale)}
                  </time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The last message's start: its text, or what was sent ("Photo", "PDF"). */
function lastMessageStart(conversation: Conversation, labels: { photo: string; pdf: string }) {
  const last = conversation.lastMessage;
  if (!last) return '';
  if (last.messageType === 'media' && last.media) {
    return isImage(last.media.mimeType) ? labels.photo : labels.pdf;
  }
  return last.message;
}

/** How many unread conversations the popover lists (the latest). */
const MESSAGES_SHOWN = 10;

function MessagesPanel({ onDone }: PanelProps) {
  const { t, i18n } = useLingui();
  const myId = useSessionUser().user?._id;
  const list = useInfiniteQuery(conversationListQuery);
  useEffect(() => {
    // Outside the inbox nothing patches the list: while open, a message re-reads it.
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: apiRouteKey('conversations') });
    const stops = [
      subscribeRealtime('create-message', refresh),
      subscribeRealtime('new-conversation', refresh),
      subscribeRealtime('seen-message', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  if (list.isPending || !myId) return <Loading />;
  if (!list.data) return <LoadFailed retry={() => void list.refetch()} />;
  const unread = listedConversations(list.data)
    .filter((conversation) => conversation.unread > 0)
    .slice(0, MESSAGES_SHOWN);
  const labels = { photo: t`Photo`, pdf: t`PDF` };
  return (
    <>
      {unread.length === 0 ? (
        <Empty text={t`No messages found`} />
      ) : (
        <ul className={css.list} aria-label={t`Unread conversations`}>
          {unread.map((conversation) => (
            <li key={conversation._id}>
              <Link to={conversationHref(conversation, myId)} className={css.item} onClick={onDone}>
                <span className={css.dot} aria-hidden="true" />
                <span className={css.itemText}>
                  <span className={css.strongLine} dir="auto">
                    {partyName(conversation)}
                  </span>
                  <span className={css.excerpt} dir="auto">
                    {lastMessageStart(conversation, labels)}
                  </span>
                  <time className={css.meta} dateTime={conversation.lastMessageAt}>
                    {timeSince(conversation.lastMessageAt, i18n.locale)}
                  </time>
                </span>
                <UnreadBadge count={conversation.unread} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={css.footer}>
        <Link to="/inbox" className={css.footerLink} onClick={onDone}>
          {t`Open the inbox`}
        </Link>
      </div>
    </>
  );
}

function useStateLabel(): (state: Application['state']) => string {
  const { t } = useLingui();
  const labels: Record<Application['state'], string> = {
    sent: t`Quote sent`,
    opened: t`Quote opened`,
    hired: t`Hired`,
    declined: t`Declined`,
    returned: t`Credits returned`,
    completed: t`Completed`,
    cancelled: t`Hire ended`,
  };
  return (state) => labels[state];
}

function ApplicationsPanel({ onDone }: PanelProps) {
  const { t, i18n } = useLingui();
  const stateLabel = useStateLabel();
  const { money } = useSiteFormat();
  const query = useQuery(applicationsQuery);
  if (query.isPending) return <Loading />;
  if (!query.data) return <LoadFailed retry={() => void query.refetch()} />;
  const { applications } = query.data;
  if (applications.length === 0) return <Empty text={t`No applications found`} />;
  return (
    <ul className={css.list} aria-label={t`Applications`}>
      {applications.map((application) => (
        <li key={application.quoteId}>
          <Link to={appPath(application.link)} className={css.item} onClick={onDone}>
            <span className={css.itemText}>
              <span className={css.strongLine} dir="auto">
                {application.titleParts.join(JOB_TITLE_SEPARATOR)}
              </span>
              <span className={css.line} dir="auto">
                {application.counterpart}
              </span>
              <span className={css.meta}>
                <span className={css.stateTag}>{stateLabel(application.state)}</span>
                {application.priceCents !== null && <span>{money(application.priceCents)}</span>}
                <time dateTime={application.updatedAt}>
                  {timeSince(application.updatedAt, i18n.locale)}
                </time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list of one of the header's popovers (a lazily loaded chunk). */
export function AlertPanel({
  kind,
  onDone,
}: PanelProps & { kind: 'applications' | 'messages' | 'notifications' }) {
  if (kind === 'notifications') return <NotificationsPanel onDone={onDone} />;
  if (kind === 'messages') return <MessagesPanel onDone={onDone} />;
  return <ApplicationsPanel onDone={onDone} />;
}
