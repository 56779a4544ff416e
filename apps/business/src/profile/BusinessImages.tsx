import { useLingui } from '@lingui/react/macro';
import { resizeImage } from '@quoteway/account-forms/settings';
import { Spinner, Stack } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useConsole } from '../console';
import { errorText, mutedText } from '../styles.css';
import { ConfirmRemove } from './ConfirmRemove';
import {
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

type Kind = 'logo' | 'cover';

/** How large each picture is sent (the server re-encodes it anyway). */
const sizes: Record<Kind, { maxSide: number; quality: number }> = {
  logo: { maxSide: 800, quality: 0.85 },
  cover: { maxSide: 2000, quality: 0.8 },
};

/** The business's logo and cover photo: each uploaded, replaced or removed on its own. */
export function BusinessImages({ business }: { business: PublicBusiness }) {
  return (
    <div className={css.imageSlots}>
      <ImageSlot kind="logo" url={business.logoUrl} />
      <ImageSlot kind="cover" url={business.coverUrl} />
    </div>
  );
}

function ImageSlot({ kind, url }: { kind: Kind; url: string | null }) {
  const { t } = useLingui();
  const { api, notify } = useConsole();
  const cache = useProfileCache();
  const problemText = useImageProblemText();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  // After a removal the remove button is gone: focus goes to the upload button.
  const [focusUpload, setFocusUpload] = useState(false);

  // A preview is let go once another replaces it, or when the slot goes away.
  useEffect(() => () => releasePreview(preview), [preview]);

  const text =
    kind === 'logo'
      ? {
          title: t`Logo`,
          empty: t`No logo yet`,
          hint: t`A square picture works best. JPEG, PNG or WebP, up to 10 MB.`,
          upload: t`Upload logo`,
          replace: t`Replace logo`,
          input: t`Logo image file`,
          uploading: t`Uploading your logo…`,
          uploaded: t`Your logo has been updated`,
          remove: t`Remove logo`,
          question: t`Remove your logo? Customers will see your initials instead.`,
          removed: t`Your logo has been removed`,
          alt: t`Your logo`,
        }
      : {
          title: t`Cover photo`,
          empty: t`No cover photo yet`,
          hint: t`A wide photo of your work or your team, shown across the top of your page. Up to 10 MB.`,
          upload: t`Upload cover photo`,
          replace: t`Replace cover photo`,
          input: t`Cover photo file`,
          uploading: t`Uploading your cover photo…`,
          uploaded: t`Your cover photo has been updated`,
          remove: t`Remove cover photo`,
          question: t`Remove your cover photo?`,
          removed: t`Your cover photo has been removed`,
          alt: t`Your cover photo`,
        };

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const prepared = await prepareImage(file, (blob) => resizeImage(blob, sizes[kind]));
      if (typeof prepared === 'string') throw new ImageProblemError(prepared);
      return api.uploadBusinessImage({ params: { kind }, file: prepared });
    },
    onMutate: (file) => {
      setProblem('');
      setFocusUpload(false);
      setPreview(localPreviewOf(file));
    },
    onSuccess: (profile) => {
      cache.set(profile);
      notify(text.uploaded);
    },
    onError: (error) =>
      setProblem(
        problemText(
          error instanceof ImageProblemError ? error.problem : imageProblemOf(error),
          error,
        ),
      ),
    onSettled: () => setPreview(null),
  });

  const remove = useMutation({
    mutationFn: () => api.removeBusinessImage({ params: { kind } }),
    onMutate: () => setProblem(''),
    onSuccess: (profile) => {
      cache.set(profile);
      notify(text.removed);
      setFocusUpload(true);
    },
    onError: (error) => setProblem(problemText(imageProblemOf(error), error)),
  });

  // Once the removal has settled (the upload button is no longer held disabled).
  const removing = remove.isPending;
  useLayoutEffect(() => {
    if (focusUpload && !removing) document.getElementById(targetOf[kind])?.focus();
  }, [focusUpload, removing, kind]);

  const shown = preview ?? url;
  const frame = kind === 'logo' ? css.logoFrame : css.coverFrame;

  return (
    <Stack gap="sm">
      <h3>{text.title}</h3>
      <div className={`${css.imageFrame} ${frame}`}>
        {shown ? (
          <img
            src={shown}
            alt={upload.isPending ? '' : text.alt}
            className={[
              css.framedImage,
              kind === 'logo' ? css.logoImage : '',
              upload.isPending ? css.uploading : '',
            ].join(' ')}
          />
        ) : upload.isPending ? null : (
          <span>{text.empty}</span>
        )}
        {upload.isPending ? (
          <span className={css.frameOverlay}>
            <Spinner label={text.uploading} />
          </span>
        ) : null}
      </div>
      <p id={hintId} className={mutedText}>
        {text.hint}
      </p>
      <div role="status" className={mutedText}>
        {upload.isPending ? text.uploading : ''}
      </div>
      {problem ? (
        <p role="alert" className={errorText}>
          {problem}
        </p>
      ) : null}
      <div className={css.slotActions}>
        <ImagePickerButton
          id={targetOf[kind]}
          label={url ? text.replace : text.upload}
          inputLabel={text.input}
          describedBy={hintId}
          pending={upload.isPending}
          disabled={remove.isPending}
          onFiles={([file]) => {
            if (file) upload.mutate(file);
          }}
        />
        {url && !upload.isPending ? (
          <ConfirmRemove
            label={text.remove}
            question={text.question}
            confirmLabel={text.remove}
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        ) : null}
      </div>
    </Stack>
  );
}
