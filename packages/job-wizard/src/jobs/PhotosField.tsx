import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_MAX_PHOTOS } from '@quoteway/domain';
import { Button } from '@quoteway/ui';
import { useId, useRef } from 'react';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import { checkJobPhoto, jobPhotoTypes } from './jobPhotos';
import type { WizardFeedback } from './wizardFeedback';
import * as css from './wizard.css';
import { useWizard } from './wizardStore';

interface PhotosFieldProps {
  feedback: WizardFeedback;
}

/**
 * Up to JOB_MAX_PHOTOS photos of the job, optional: chosen with a button (the file input
 * itself is hidden), each previewed with a button that removes it. They are sent once the
 * job is posted.
 */
export function PhotosField({ feedback }: PhotosFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const photos = useWizard((s) => s.photos);
  const addPhotos = useWizard((s) => s.addPhotos);
  const removePhoto = useWizard((s) => s.removePhoto);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const { errors, bindField, setFieldError } = feedback;
  const slots = JOB_MAX_PHOTOS - photos.length;
  const total = photos.length;

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.find((file) => checkJobPhoto(file) !== null);
    if (refused) {
      const name = refused.name;
      setFieldError(
        'photos',
        checkJobPhoto(refused) === 'type'
          ? t`${name} is not a JPEG, PNG, WebP or HEIC photo.`
          : t`${name} is larger than 10 MB.`,
      );
      return;
    }
    if (chosen.length > slots) {
      setFieldError('photos', t`A job can carry at most ${JOB_MAX_PHOTOS} photos in all.`);
      return;
    }
    addPhotos(chosen);
    setFieldError('photos', undefined);
  };

  return (
    <div className={forms.field}>
      <span className={css.photosLabel} id={`${id}-label`}>
        <Trans>Photos (optional)</Trans>
      </span>
      <p className={forms.hint} id={`${id}-hint`}>
        <Trans>
          Up to 5 photos of the job help businesses quote: JPEG, PNG, WebP or HEIC, 10 MB each at
          most.
        </Trans>
      </p>
      <input
        ref={input}
        type="file"
        accept={jobPhotoTypes.join(',')}
        multiple
        hidden
        aria-label={t`Photos to add`}
        onChange={(event) => choose(event.target.files)}
      />
      {total > 0 && (
        <ul className={css.photoList} aria-labelledby={`${id}-label`}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.id} className={css.photoItem}>
                <img
                  className={css.photoPreview}
                  src={photo.previewUrl}
                  alt={t`Photo ${n} of ${total}`}
                />
                <Button
                  variant="text"
                  size="sm"
                  onClick={() => {
                    removePhoto(photo.id);
                    setFieldError('photos', undefined);
                    // The removed photo's button is gone: focus goes back to adding photos.
                    addButton.current?.focus();
                  }}
                >
                  {t`Remove photo ${n}`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          ref={(element: HTMLButtonElement | null) => {
            addButton.current = element;
            bindField('photos')(element);
          }}
          variant="outline"
          size="sm"
          disabled={slots <= 0}
          onClick={() => input.current?.click()}
          describedBy={errors.photos ? `${id}-error` : `${id}-hint`}
        >
          {t`Add photos`}
        </Button>
      </div>
      {errors.photos && (
        <p id={`${id}-error`} role="alert" className={forms.error}>
          {errors.photos}
        </p>
      )}
    </div>
  );
}
