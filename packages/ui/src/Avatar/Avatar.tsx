import { useState } from 'react';
import { cx } from '../private/cx';
import * as styles from './Avatar.css';
import { colorForName, getInitials } from './initials';

export interface AvatarProps {
  /** The person's or business's name: used for the image's alt text and the initials. */
  name: string;
  /** Photo URL; initials are shown when missing or when the image fails to load. */
  src?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide from assistive tech when the name is already shown next to the avatar. */
  decorative?: boolean;
}

/** Round user picture with an initials fallback on a colour derived from the name. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  // Remember which src failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const className = cx(styles.root, styles.size[size], styles.color[colorForName(name)]);

  if (showImage) {
    return (
      <span className={className} aria-hidden={decorative || undefined}>
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      </span>
    );
  }

  return (
    <span
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      data-fallback="initials"
    >
      {decorative ? (
        <span className={styles.drawnInitials} data-initials={getInitials(name)} />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}
