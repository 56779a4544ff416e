import { useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@quoteway/api-client';
import { VisuallyHidden } from '@quoteway/ui';
import type { ReactNode } from 'react';
import { isImage, safeMediaUrl } from './attachments';
import * as css from './chat.css';
import { ChatIcon } from './ChatIcon';
import { formatClock, formatFileSize } from './chatFormat';
import { LinkifiedText } from './LinkifiedText';

interface MessageBubbleProps {
  message: ChatMessage;
  /** The other party's name, for screen readers ("Kauri Pipes:"). */
  otherName: string;
  /** A line under the bubble (the seen status of my last message). */
  status?: ReactNode;
}

function MediaView({ media }: { media: NonNullable<ChatMessage['media']> }) {
  const { t, i18n } = useLingui();
  const href = safeMediaUrl(media.url);
  if (!href) return null;
  if (isImage(media.mimeType)) {
    const preview = (media.thumbnailUrl && safeMediaUrl(media.thumbnailUrl)) || href;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        <img className={css.photo} src={preview} alt={t`Photo: ${media.name}`} loading="lazy" />
      </a>
    );
  }
  const size = formatFileSize(media.size, i18n.locale);
  return (
    <a className={css.file} href={href} target="_blank" rel="noopener noreferrer">
      <ChatIcon name="file" />
      <span>{media.name}</span>
      <span className={css.fileSize}>{size}</span>
    </a>
  );
}

/** One message: mine at the inline end, theirs at the start; quotes as a card. */
export function MessageBubble({ message, otherName, status }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const mine = message.type === 'sent';
  const variant = message.messageType === 'quote' ? 'quote' : mine ? 'sent' : 'received';
  return (
    <div className={css.messageRow[mine ? 'sent' : 'received']} data-message-id={message._id}>
      <div className={css.bubble[variant]}>
        <VisuallyHidden>{mine ? t`You:` : t`${otherName}:`}</VisuallyHidden>
        {message.messageType === 'quote' && <span className={css.quoteLabel}>{t`Quote`}</span>}
        {message.media && <MediaView media={message.media} />}
        {message.message !== '' && (
          // dir="auto": a message reads in its own direction whatever the page's language.
          <p className={css.text} dir="auto">
            <LinkifiedText text={message.message} />
          </p>
        )}
      </div>
      <div className={css.meta}>
        <time dateTime={message.sentAt}>{formatClock(message.sentAt, i18n.locale)}</time>
        {status}
      </div>
    </div>
  );
}
