import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@quoteway/ui';
import { directionOf, isLocale } from '@quoteway/i18n';
import { useEffect } from 'react';
import * as css from './reviews.css';

/** A photo as the viewer shows it: the full image, its thumbnail and an optional caption. */
interface ViewerPhoto {
  url: string;
  thumbnailUrl: string;
  caption?: string;
}

interface PhotoGridProps {
  photos: readonly ViewerPhoto[];
  /** Names the list and the viewer, e.g. "Photos of Tane Plumbing". */
  label: string;
  /** The photo open in the viewer, if any (owned by the caller). */
  open: number | null;
  onOpenChange(index: number | null): void;
  size?: 'sm' | 'md';
}

/** A photo's text alternative: its caption, or its place in the set. */
function useAltOf() {
  const { t } = useLingui();
  return (photo: ViewerPhoto, index: number, total: number) => {
    const n = index + 1;
    return photo.caption?.trim() || t`Photo ${n} of ${total}`;
  };
}

/**
 * Thumbnails in a grid; each opens the full image in an accessible dialog with Previous and
 * Next (also the arrow keys), which Escape closes, giving focus back to the thumbnail.
 */
export function PhotoGrid({ photos, label, open, onOpenChange, size = 'md' }: PhotoGridProps) {
  const altOf = useAltOf();
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={size === 'sm' ? css.photoGridSmall : css.photoGrid} aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              className={css.thumbButton}
              aria-haspopup="dialog"
              onClick={() => onOpenChange(index)}
            >
              <img
                className={css.thumb}
                src={photo.thumbnailUrl}
                alt={altOf(photo, index, photos.length)}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={photos} label={label} index={open} onIndexChange={onOpenChange} />
    </>
  );
}

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  label: string;
  index: number | null;
  onIndexChange(index: number | null): void;
}

function PhotoViewer({ photos, label, index, onIndexChange }: PhotoViewerProps) {
  const { t, i18n } = useLingui();
  const altOf = useAltOf();
  const total = photos.length;
  const current = index === null ? undefined : photos[index];
  const n = (index ?? 0) + 1;
  const go = (step: number) => {
    if (index === null || total === 0) return;
    onIndexChange((index + step + total) % total);
  };
  const open = current !== undefined;
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  // The arrow keys page through the photos too; the one pointing at the end of the reading
  // direction goes forward (left in Arabic).
  useEffect(() => {
    if (!open || total < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
      onIndexChange(((index ?? 0) + step + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, total, rtl, index, onIndexChange]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onIndexChange(null);
      }}
      title={label}
      closeLabel={t`Close`}
      size="lg"
      actions={
        total > 1 ? (
          <>
            <Button variant="outline" onClick={() => go(-1)}>
              {t`Previous photo`}
            </Button>
            <Button variant="outline" onClick={() => go(1)}>
              {t`Next photo`}
            </Button>
          </>
        ) : undefined
      }
    >
      {current && (
        <figure className={css.viewerFigure}>
          <img
            className={css.viewerImage}
            src={current.url}
            alt={altOf(current, index ?? 0, total)}
          />
          <figcaption className={css.viewerCaption}>
            {current.caption?.trim() && <span dir="auto">{current.caption}</span>}
            <span className={css.muted} aria-live="polite">
              {t`Photo ${n} of ${total}`}
            </span>
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
