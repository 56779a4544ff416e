import { Trans, useLingui } from '@lingui/react/macro';
import { mediaDown, useMediaQuery } from '@quoteway/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { SimplePage } from '../pages/SimplePage';
import { useSessionUser } from '../session/sessionUser';
import * as css from './chat.css';
import { threadConversation } from './chatCache';
import { type ConversationTarget, threadQuery } from './chatQueries';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { useChatRealtime } from './useChatRealtime';

/**
 * The conversation a URL names: /chat/:senderId/:receiverId/:jobId (the other party is
 * whichever of the two is not me, so a link made for either side works) or
 * /inbox?conversation=<id>; none on plain /inbox.
 */
function targetOf(
  params: { senderId?: string; receiverId?: string; jobId?: string },
  conversationId: string | null,
  myId: string | undefined,
): ConversationTarget | null {
  const { senderId, receiverId, jobId } = params;
  if (receiverId && jobId) {
    const other = senderId && receiverId === myId ? senderId : receiverId;
    return { receiverId: other, jobId };
  }
  return conversationId ? { conversationId } : null;
}

/**
 * /inbox and /chat/:senderId/:receiverId/:jobId: the conversation list and the open
 * conversation side by side; on a phone (below 600 px) one at a time, with Back.
 */
export function InboxPage() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const myId = useSessionUser().user?._id;
  const phone = useMediaQuery(mediaDown('sm'));

  const target = targetOf(params, search.get('conversation'), myId);
  // The conversation on screen (shared with its pane: one read), marked in the list.
  const thread = useInfiniteQuery({
    ...threadQuery(target ?? { conversationId: '' }),
    enabled: target !== null && myId !== undefined,
  });
  const openId = target && thread.data ? threadConversation(thread.data)?._id : undefined;

  useChatRealtime(myId);

  const list = <ConversationList myId={myId ?? ''} openId={openId} />;
  const conversation = target && <ConversationPane target={target} showBack={phone} />;

  return (
    <SimplePage title={t`My Responses`}>
      <div className={phone && conversation ? css.panesPhoneConversation : css.panes}>
        {phone ? (
          (conversation ?? list)
        ) : (
          <>
            {list}
            {conversation ?? (
              <div className={css.placeholder}>
                <p className={css.muted}>
                  <Trans>Choose a conversation to read its messages.</Trans>
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </SimplePage>
  );
}
