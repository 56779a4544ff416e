import { VisuallyHidden } from '@quoteway/ui';

/**
 * A person's name cut to fit (`shown`), in its own direction (bdi): the cut one is for the
 * eye only, screen readers hear the whole name.
 */
export function CutName({ name, shown }: { name: string; shown: string }) {
  return shown === name ? (
    <bdi>{name}</bdi>
  ) : (
    <>
      <bdi aria-hidden="true">{shown}</bdi>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}
