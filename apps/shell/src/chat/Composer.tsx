import { useLingui } from '@lingui/react/macro';
import { Button, IconButton, VisuallyHidden } from '@quoteway/ui';
import { type ChangeEvent, type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { type AttachmentProblem, checkAttachment, chatMediaTypes } from './attachments';
import * as css from './chat.css';
import { ChatIcon } from './ChatIcon';
import { formatFileSize } from './chatFormat';
import { sendMessage } from './chatQueries';

interface ComposerProps {
  /** The conversation the message goes to. */
  conversationId: string;
  /** Blocked conversations take no messages. */
  disabled: boolean;
  /** The text box, focused when a conversation opens. */
  textareaRef: Ref<HTMLTextAreaElement>;
}

/**
 * Write and send a message: Enter sends, Shift+Enter starts a new line; a photo or PDF
 * (checked for type and size before any upload) goes with the text as its caption.
 */
export function Composer({ conversationId, disabled, textareaRef }: ComposerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');

  const problemText = (kind: AttachmentProblem, name: string) =>
    kind === 'size'
      ? t`${name} is larger than 10 MB. Choose a smaller file.`
      : kind === 'empty'
        ? t`${name} is empty.`
        : t`Only JPEG, PNG or WebP photos and PDF files can be sent.`;

  const submit = () => {
    if (disabled || (text.trim() === '' && !file)) return;
    sendMessage(conversationId, text, file);
    setText('');
    setFile(null);
    setProblem('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Chinese, for one), Enter picks a candidate.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (!chosen) return;
    const kind = checkAttachment(chosen);
    if (kind) {
      setFile(null);
      setProblem(problemText(kind, chosen.name));
      return;
    }
    setFile(chosen);
    setProblem('');
  };

  return (
    <form
      className={css.composer}
      aria-label={t`Write a message`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {file && (
        <div className={css.attachment}>
          <ChatIcon name="file" />
          <span>
            {file.name}{' '}
            <span className={css.fileSize}>{formatFileSize(file.size, i18n.locale)}</span>
          </span>
          <IconButton size="sm" label={t`Remove ${file.name}`} onClick={() => setFile(null)}>
            <ChatIcon name="close" />
          </IconButton>
        </div>
      )}
      {problem !== '' && (
        <p role="alert" className={css.problem}>
          {problem}
        </p>
      )}
      <div className={css.composerRow}>
        <IconButton
          label={t`Attach a photo or PDF`}
          tooltip
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          <ChatIcon name="attach" />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={chatMediaTypes.join(',')}
          aria-label={t`Photo or PDF to send`}
          onChange={onFileChosen}
        />
        <label htmlFor={id}>
          <VisuallyHidden>{t`Message`}</VisuallyHidden>
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          className={css.textarea}
          rows={2}
          value={text}
          placeholder={t`Write a message…`}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || (text.trim() === '' && !file)}>
          {t`Send`}
        </Button>
      </div>
    </form>
  );
}
