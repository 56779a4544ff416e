import { Trans, useLingui } from '@lingui/react/macro';
import { mediaDown, useMediaQuery } from '@quoteway/ui';
import { useEffect, useEffectEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SimplePage } from '../pages/SimplePage';
import { useSession } from '../session/sessionStore';
import * as css from './chat.css';
import {
  type ConversationTarget,
  loadConversations,
  openConversation,
  targetKey,
} from './chatActions';
import { useChat } from './chatStore';
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
  const token = useSession((s) => s.token);
  const myId = useSession((s) => s.user?._id);
  const phone = useMediaQuery(mediaDown('sm'));
  const openId = useChat((s) => s.open?.conversation?._id);

  const target = targetOf(params, search.get('conversation'), myId);
  const key = target ? targetKey(target) : null;

  useChatRealtime(myId);

  useEffect(() => {
    useChat.getState().claim(token);
    if (token) void loadConversations();
  }, [token]);

  const show = useEffectEvent(() => {
    if (target) void openConversation(target);
    else useChat.getState().closeConversation();
  });
  // `key` names the target; a new object for the same conversation is not a new load.
  useEffect(() => {
    if (token && myId) show();
  }, [key, token, myId]);

  const list = <ConversationList myId={myId ?? ''} openId={openId} />;
  const conversation = target && <ConversationPane target={target} showBack={phone} />;

  return (
    <SimplePage title={t`My Responses`}>
      <div className={css.panes}>
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
