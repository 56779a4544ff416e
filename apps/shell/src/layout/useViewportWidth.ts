import { useMediaQuery } from '@quoteway/ui';

/**
 * A width standing for the viewport's step (350, 400, 450, 700, 959 or 1280): where the
 * spec's name limits and the header's contents change. Re-renders at those steps only.
 */
export function useViewportWidth(): number {
  const upTo350 = useMediaQuery('(max-width: 350px)');
  const upTo400 = useMediaQuery('(max-width: 400px)');
  const upTo450 = useMediaQuery('(max-width: 450px)');
  const upTo700 = useMediaQuery('(max-width: 700px)');
  const upTo959 = useMediaQuery('(max-width: 959px)');
  if (upTo350) return 350;
  if (upTo400) return 400;
  if (upTo450) return 450;
  if (upTo700) return 700;
  if (upTo959) return 959;
  return 1280;
}
