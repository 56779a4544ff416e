import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, isNetworkError } from '@quoteway/api-client';
import { REPLY_MAX_LENGTH } from '@quoteway/domain';
import { Button, Stack, TextArea } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useConsole } from '../console';
import type { BusinessReview } from './reviewCache';
import * as css from './ReviewActions.css';

interface ReplyFormProps {
  reviewId: string;
  /** The server took the reply: the review as it now is. */
  onPosted(review: BusinessReview): void;
  onCancel(): void;
}

/**
 * The business's one public reply to a review. It cannot be edited afterwards, so the form
 * says so before it is sent; what the server refuses shows under the field.
 */
export function ReplyForm({ reviewId, onPosted, onCancel }: ReplyFormProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  // The form opens where the business asked for it: writing starts at once.
  useEffect(() => field.current?.focus(), []);

  const refused = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const post = useMutation({
    mutationFn: (reply: string) =>
      api.replyToReview({ params: { id: reviewId }, body: { text: reply } }),
    onSuccess: ({ review }) => onPosted(review),
    // 400 names the field; 409: a reply is already there (one per review); 404: not ours.
    onError: (failure) =>
      refused(
        isNetworkError(failure)
          ? t`We could not reach the server. Check your connection and try again.`
          : failure instanceof ApiRequestError
            ? (failure.fieldMessage('text') ?? failure.message)
            : t`Something went wrong`,
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const reply = text.trim();
    if (reply === '') {
      refused(t`Write your reply first`);
      return;
    }
    setError(undefined);
    post.mutate(reply);
  };

  return (
    <form className={css.replyForm} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextArea
          ref={field}
          label={t`Your public reply`}
          hint={t`Replies are public and free. You can reply once, and can't edit it after posting.`}
          name="reply"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          maxLength={REPLY_MAX_LENGTH}
          rows={4}
          autoGrow
          required
        />
        <div className={css.actions}>
          <Button type="submit" loading={post.isPending}>
            {t`Post reply`}
          </Button>
          <Button variant="text" onClick={onCancel} disabled={post.isPending}>
            {t`Cancel`}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
