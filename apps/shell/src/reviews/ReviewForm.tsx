import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiInput, ApiRequestError } from '@quoteway/api-client';
import { REVIEW_MAX_LENGTH, REVIEW_MAX_PHOTOS, REVIEW_MIN_LENGTH } from '@quoteway/domain';
import { Button, IconButton, TextArea } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { FormStatus, formStyles as forms, useFormFeedback } from '@quoteway/account-forms/fields';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../api';
import { ChatIcon } from '../chat/ChatIcon';
import { checkReviewPhoto, reviewPhotoTypes } from './reviewPhotos';
import type { PostedReview } from './ReviewView';
import * as css from './reviews.css';
import { StarInput } from './StarInput';

type ReviewBody = ApiInput<'postReview'>['body'];
type Ratings = Record<
  'rating' | 'quality' | 'communication' | 'value' | 'punctuality',
  number | null
>;

const fields = [
  'rating',
  'quality',
  'communication',
  'value',
  'punctuality',
  'text',
  'photos',
] as const;

/** What became of a submit: the review as saved, and how many photos did not go up. */
export interface ReviewSaved {
  review: PostedReview;
  photosFailed: number;
}

interface ReviewFormProps {
  /** The job reviewed (a new review is posted for it). */
  jobId: string;
  /** The review being changed (edited in place); none when writing a new one. */
  editing?: PostedReview;
  onSaved(result: ReviewSaved): void;
  /** A refusal that changes what the page should show (409: already reviewed, too late). */
  onRefused?(error: ApiRequestError): void;
  onCancel?(): void;
}

/**
 * The review form: an overall rating and four detailed ones (star radio groups), the words
 * (at least 20 characters, counted as they are typed) and up to five photos. Mistakes are
 * shown under their field, the server's too (its 400 names the field).
 */
export function ReviewForm({ jobId, editing, onSaved, onRefused, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const id = useId();
  const feedback = useFormFeedback(fields);
  const { errors, bindField, bindStatus, setFieldError } = feedback;
  const [ratings, setRatings] = useState<Ratings>({
    rating: editing?.rating ?? null,
    quality: editing?.quality ?? null,
    communication: editing?.communication ?? null,
    value: editing?.value ?? null,
    punctuality: editing?.punctuality ?? null,
  });
  const [text, setText] = useState(editing?.text ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const photoInput = useRef<HTMLInputElement>(null);
  const photoSlots = REVIEW_MAX_PHOTOS - (editing?.photos.length ?? 0);

  const names = {
    rating: t`Overall rating`,
    quality: t`Quality`,
    communication: t`Communication`,
    value: t`Value for money`,
    punctuality: t`Punctuality`,
  };
  const typed = text.trim().length;
  const toGo = Math.max(0, REVIEW_MIN_LENGTH - typed);

  const rate = (key: keyof Ratings) => (value: number) => {
    setRatings((current) => ({ ...current, [key]: value }));
    if (errors[key]) setFieldError(key, undefined);
  };

  const choosePhotos = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (photoInput.current) photoInput.current.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.find((file) => checkReviewPhoto(file) !== null);
    if (refused) {
      const name = refused.name;
      setFieldError(
        'photos',
        checkReviewPhoto(refused) === 'type'
          ? t`${name} is not a JPEG, PNG or WebP photo.`
          : t`${name} is larger than 10 MB.`,
      );
      return;
    }
    const next = [...photos, ...chosen];
    if (next.length > photoSlots) {
      setFieldError(
        'photos',
        plural(photoSlots, {
          one: 'You can add # more photo.',
          other: 'You can add # more photos.',
        }),
      );
      return;
    }
    setPhotos(next);
    setFieldError('photos', undefined);
  };

  // Posting (or changing) the review, then its photos one by one, is one write: the last
  // answer is the review with them all, which the page puts in its query (`onSaved`).
  const post = useMutation({
    mutationFn: async (body: ReviewBody): Promise<ReviewSaved> => {
      // The ratings and words first (post, or edit): the review as the server has it.
      let { review: latest } = editing
        ? await api.editReview({ params: { id: editing._id }, body })
        : await api.postReview({ params: { id: jobId }, body });
      let photosFailed = 0;
      for (const photo of photos) {
        try {
          const answer = await api.addReviewPhoto({
            params: { id: latest._id },
            file: { blob: photo, name: photo.name },
          });
          latest = answer.review;
        } catch {
          photosFailed += 1;
        }
      }
      return { review: latest, photosFailed };
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) {
        feedback.report({ status: { tone: 'error', text: t`Something went wrong` } });
        return;
      }
      const fieldErrors = feedback.serverFieldErrors(error);
      if (fieldErrors) {
        feedback.report({ errors: fieldErrors });
        return;
      }
      feedback.report({ status: { tone: 'error', text: error.message } });
      if (error.status === 409 || error.status === 403) onRefused?.(error);
    },
  });
  const busy = post.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<(typeof fields)[number], string>> = {};
    for (const key of Object.keys(ratings) as (keyof Ratings)[]) {
      if (ratings[key] === null) {
        const name = names[key];
        problems[key] = t`Choose 1 to 5 stars for ${name}`;
      }
    }
    if (typed < REVIEW_MIN_LENGTH) {
      problems.text =
        typed === 0
          ? t`Tell other customers how the job went`
          : plural(toGo, {
              one: 'Write at least # more character',
              other: 'Write at least # more characters',
            });
    }
    if (Object.keys(problems).length > 0) {
      feedback.report({ errors: problems });
      return;
    }
    const { rating, quality, communication, value, punctuality } = ratings;
    if (!rating || !quality || !communication || !value || !punctuality) return;
    feedback.clear();
    post.mutate({ rating, quality, communication, value, punctuality, text: text.trim() });
  };

  const question = t`What was done, how it went, and would you hire them again?`;
  const textHint =
    toGo > 0
      ? `${question} ${plural(toGo, {
          one: '# more character needed.',
          other: '# more characters needed.',
        })}`
      : question;

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <FormStatus ref={bindStatus} status={feedback.status} />
      <StarInput
        ref={bindField('rating')}
        legend={names.rating}
        name="rating"
        value={ratings.rating}
        onChange={rate('rating')}
        error={errors.rating}
        required
        disabled={busy}
      />
      <div className={css.detailGrid}>
        {(['quality', 'communication', 'value', 'punctuality'] as const).map((key) => (
          <StarInput
            key={key}
            ref={bindField(key)}
            legend={names[key]}
            name={key}
            value={ratings[key]}
            onChange={rate(key)}
            error={errors[key]}
            required
            disabled={busy}
          />
        ))}
      </div>
      <TextArea
        ref={bindField('text')}
        label={t`Your review`}
        name="text"
        hint={textHint}
        required
        rows={6}
        autoGrow
        minLength={REVIEW_MIN_LENGTH}
        maxLength={REVIEW_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (errors.text) setFieldError('text', undefined);
        }}
        error={errors.text}
        disabled={busy}
      />
      {photoSlots > 0 && (
        <div className={forms.field}>
          <span className={css.starLegend} id={`${id}-photos`}>
            <Trans>Photos (optional)</Trans>
          </span>
          <p className={forms.hint} id={`${id}-photos-hint`}>
            {plural(photoSlots, {
              one: 'Up to # photo of the finished work: JPEG, PNG or WebP, 10 MB at most.',
              other: 'Up to # photos of the finished work: JPEG, PNG or WebP, 10 MB each at most.',
            })}
          </p>
          <input
            ref={photoInput}
            type="file"
            accept={reviewPhotoTypes.join(',')}
            multiple
            hidden
            aria-label={t`Photos to add`}
            onChange={(event) => choosePhotos(event.target.files)}
          />
          {photos.length > 0 && (
            <ul className={css.photoList} aria-labelledby={`${id}-photos`}>
              {photos.map((photo, index) => (
                <li key={`${photo.name}-${index}`} className={css.photoItem}>
                  <span className={css.photoName} dir="auto">
                    {photo.name}
                  </span>
                  <IconButton
                    size="sm"
                    label={t`Remove ${photo.name}`}
                    disabled={busy}
                    onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                  >
                    <ChatIcon name="close" />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button
              ref={bindField('photos')}
              variant="outline"
              size="sm"
              disabled={busy || photos.length >= photoSlots}
              onClick={() => photoInput.current?.click()}
              describedBy={errors.photos ? `${id}-photos-error` : `${id}-photos-hint`}
            >
              {t`Add photos`}
            </Button>
          </div>
          {errors.photos && (
            <p id={`${id}-photos-error`} role="alert" className={forms.error}>
              {errors.photos}
            </p>
          )}
        </div>
      )}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {editing ? t`Save changes` : t`Post review`}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
