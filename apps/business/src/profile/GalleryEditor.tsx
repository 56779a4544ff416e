import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { resizeImage } from '@quoteway/account-forms/settings';
import { GALLERY_MAX_PHOTOS } from '@quoteway/domain';
import { Button, Stack, TextField, VisuallyHidden } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useConsole } from '../console';
import { errorText, mutedText } from '../styles.css';
import { ConfirmRemove } from './ConfirmRemove';
import {
  checkImageFile,
  ImageProblemError,
  imageProblemOf,
  localPreviewOf,
  prepareImage,
  releasePreview,
} from './imageProblems';
import { ImagePickerButton } from './ImagePickerButton';
import { targetOf } from './jumpTo';
import * as css from './profile.css';
import { type PublicBusiness, useProfileCache } from './profileCache';
import { useImageProblemText } from './useImageProblemText';

type GalleryPhoto = PublicBusiness['gallery'][number];

/** Most characters of a caption (contracts, GalleryPhotoFields). */
const CAPTION_MAX_LENGTH = 140;
/** Photos of work are sent at most 2000 px on their long side. */
const photoSize = { maxSide: 2000, quality: 0.8 };

/** A photo chosen, waiting for its caption and the upload. */
interface Staged {
  key: number;
  file: File;
  preview: string | null;
  caption: string;
  problem: string;
}

let nextStagedKey = 0;

/**
 * Photos of past work: the gallery as customers see it, each photo removable, and new photos
 * chosen (several at once), captioned, then added one after another with their progress.
 */
export function GalleryEditor({ gallery }: { gallery: readonly GalleryPhoto[] }) {
  const { t } = useLingui();
  const { api, notify } = useConsole();
  const cache = useProfileCache();
  const problemText = useImageProblemText();
  const hintId = useId();
  const [staged, setStaged] = useState<Staged[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  // Every preview made, so that leaving the page lets go of those still shown.
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) releasePreview(url);
      made.clear();
    };
  }, []);
  useLayoutEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const count = gallery.length;
  const room = Math.max(0, GALLERY_MAX_PHOTOS - count - staged.length);
  const full = count >= GALLERY_MAX_PHOTOS;
  const stagedCount = staged.length;

  const unstage = (keys: readonly number[]) =>
    setStaged((current) =>
      current.filter((item) => {
        if (!keys.includes(item.key)) return true;
        if (item.preview) {
          releasePreview(item.preview);
          previews.current.delete(item.preview);
        }
        return false;
      }),
    );

  const choose = (files: File[]) => {
    const usable: File[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const problem = checkImageFile({ type: file.type, size: 0 });
      if (problem) refused.push(file.name);
      else usable.push(file);
    }
    const kept = usable.slice(0, room);
    const left = usable.length - kept.length;
    const notes: string[] = [];
    if (refused.length > 0) {
      const names = refused.join(', ');
      notes.push(t`Not a photo we can use: ${names}. Choose JPEG, PNG or WebP photos.`);
    }
    if (left > 0) {
      if (room === 0) notes.push(t`No more photos fit: your gallery holds ${GALLERY_MAX_PHOTOS}.`);
      else if (room === 1)
        notes.push(t`Only 1 more photo fits in your gallery, so we kept the first.`);
      else
        notes.push(t`Only ${room} more photos fit in your gallery, so we kept the first ${room}.`);
    }
    setNote(notes.join(' '));
    if (kept.length === 0) return;
    const items = kept.map((file) => {
      const preview = localPreviewOf(file);
      if (preview) previews.current.add(preview);
      nextStagedKey += 1;
      return { key: nextStagedKey, file, preview, caption: '', problem: '' };
    });
    setStaged((current) => [...current, ...items]);
    setFocusRequest({ id: captionId(items[0]?.key ?? 0) });
  };

  const markProblem = (key: number, problem: string) =>
    setStaged((current) => current.map((item) => (item.key === key ? { ...item, problem } : item)));

  const add = useMutation({
    mutationFn: async (items: Staged[]) => {
      let added = 0;
      const failed: number[] = [];
      let galleryFull = false;
      for (const [index, item] of items.entries()) {
        setProgress({ done: index, total: items.length });
        if (galleryFull) {
          failed.push(item.key);
          markProblem(item.key, problemText('gallery-full'));
          continue;
        }
        try {
          const prepared = await prepareImage(item.file, (blob) => resizeImage(blob, photoSize));
          if (typeof prepared === 'string') throw new ImageProblemError(prepared);
          await api.addGalleryPhoto({ body: { caption: item.caption.trim() }, file: prepared });
          added += 1;
          unstage([item.key]);
        } catch (error) {
          const problem =
            error instanceof ImageProblemError ? error.problem : imageProblemOf(error);
          // The gallery filled up (another device added photos): the rest cannot go either.
          if (problem === 'gallery-full') galleryFull = true;
          failed.push(item.key);
          markProblem(item.key, problemText(problem, error));
        }
      }
      return { added, failed };
    },
    onSuccess: ({ added, failed }) => {
      if (added > 0) {
        cache.refresh();
        notify(
          added === 1 ? t`1 photo added to your gallery` : t`${added} photos added to your gallery`,
        );
      }
      // Focus goes to the first photo still waiting (its problem is under it), else the picker.
      const first = failed[0];
      setFocusRequest({ id: first === undefined ? targetOf.gallery : captionId(first) });
    },
    onSettled: () => setProgress(null),
  });

  const remove = useMutation({
    mutationFn: (id: string) => api.removeGalleryPhoto({ params: { id } }),
    onSuccess: () => {
      cache.refresh();
      notify(t`The photo has been removed from your gallery`);
      setFocusRequest({ id: targetOf.gallery });
    },
    onError: (error) => setNote(problemText(imageProblemOf(error), error)),
  });

  return (
    <Stack gap="md">
      <p>
        <Plural
          value={count}
          _0={`No photos yet (up to ${GALLERY_MAX_PHOTOS})`}
          one={`# of ${GALLERY_MAX_PHOTOS} photos`}
          other={`# of ${GALLERY_MAX_PHOTOS} photos`}
        />
      </p>
      {count === 0 ? (
        <p className={mutedText}>
          <Trans>
            Photos of finished jobs show customers the quality of your work. Add a caption to say
            what each job was.
          </Trans>
        </p>
      ) : (
        <ul className={css.galleryGrid} aria-label={t`Your gallery`}>
          {gallery.map((photo, index) => {
            const position = index + 1;
            const caption = photo.caption.trim();
            const name = caption || t`photo ${position}`;
            return (
              <li key={photo._id} className={css.galleryItem}>
                <figure className={css.galleryFigure}>
                  <img
                    className={css.galleryImage}
                    src={photo.thumbnailUrl}
                    alt={caption || t`Photo ${position} of your work`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                  />
                  {caption ? (
                    <figcaption className={css.galleryCaption}>{caption}</figcaption>
                  ) : null}
                </figure>
                <div>
                  <ConfirmRemove
                    label={t`Remove`}
                    accessibleLabel={t`Remove ${name}`}
                    question={t`Remove this photo from your gallery?`}
                    confirmLabel={t`Remove photo`}
                    pending={remove.isPending && remove.variables === photo._id}
                    onConfirm={() => remove.mutate(photo._id)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {staged.length > 0 ? (
        <section aria-label={t`Photos to add`}>
          <Stack gap="sm">
            <ul className={css.licenceList}>
              {staged.map((item) => {
                const fileName = item.file.name;
                return (
                  <li key={item.key} className={css.stagedItem}>
                    {item.preview ? (
                      <img className={css.stagedPreview} src={item.preview} alt="" />
                    ) : (
                      <span className={css.stagedName} aria-hidden="true">
                        {item.file.name}
                      </span>
                    )}
                    <Stack gap="xs">
                      <TextField
                        id={captionId(item.key)}
                        label={t`Caption for ${fileName}`}
                        name={`caption-${item.key}`}
                        hint={t`Optional, such as: Bathroom renovation in Karori`}
                        value={item.caption}
                        maxLength={CAPTION_MAX_LENGTH}
                        disabled={add.isPending}
                        error={item.problem || undefined}
                        onChange={(e) =>
                          setStaged((current) =>
                            current.map((s) =>
                              s.key === item.key
                                ? { ...s, caption: e.target.value, problem: '' }
                                : s,
                            ),
                          )
                        }
                      />
                      <div>
                        <Button
                          variant="text"
                          size="sm"
                          disabled={add.isPending}
                          onClick={() => {
                            unstage([item.key]);
                            setFocusRequest({ id: targetOf.gallery });
                          }}
                        >
                          <span aria-hidden="true">{t`Don’t add`}</span>
                          <VisuallyHidden>{t`Don’t add ${fileName}`}</VisuallyHidden>
                        </Button>
                      </div>
                    </Stack>
                  </li>
                );
              })}
            </ul>
            <div className={css.slotActions}>
              <Button loading={add.isPending} onClick={() => add.mutate(staged)}>
                <Plural
                  value={stagedCount}
                  one="Add # photo to the gallery"
                  other="Add # photos to the gallery"
                />
              </Button>
              <Button
                variant="text"
                disabled={add.isPending}
                onClick={() => {
                  unstage(staged.map((item) => item.key));
                  setNote('');
                  setFocusRequest({ id: targetOf.gallery });
                }}
              >
                {t`Cancel`}
              </Button>
            </div>
          </Stack>
        </section>
      ) : null}
      <div role="status" className={mutedText}>
        {progress ? <UploadProgress done={progress.done} total={progress.total} /> : ''}
      </div>
      {note ? (
        <p role="alert" className={errorText}>
          {note}
        </p>
      ) : null}
      <div>
        <ImagePickerButton
          id={targetOf.gallery}
          label={staged.length > 0 ? t`Choose more photos` : t`Add photos`}
          inputLabel={t`Photo files to add`}
          multiple
          disabled={full || add.isPending}
          describedBy={hintId}
          onFiles={choose}
        />
      </div>
      <p id={hintId} className={mutedText}>
        {full ? (
          <Trans>
            Your gallery is full ({GALLERY_MAX_PHOTOS} photos). Remove a photo to add another.
          </Trans>
        ) : (
          <Trans>JPEG, PNG or WebP photos, up to 10 MB each. You can choose several.</Trans>
        )}
      </p>
    </Stack>
  );
}

function captionId(key: number): string {
  return `business-profile-caption-${key}`;
}

/** "Uploading photo 2 of 5…" while photos go up one after another. */
function UploadProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const current = done + 1;
  return t`Uploading photo ${current} of ${total}…`;
}
