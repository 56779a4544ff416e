import type { MissingPart } from './profileCache';

/**
 * Where each missing part of the profile is edited: the id of the control a hint takes the
 * business to (a field, an upload button, a disclosure, a heading). One editor per page, so
 * fixed ids are unique.
 */
export const targetOf: Record<MissingPart, string> = {
  verification: 'business-profile-verification',
  logo: 'business-profile-logo',
  cover: 'business-profile-cover',
  description: 'business-profile-description',
  website: 'business-profile-website',
  licences: 'business-profile-licences',
  yearFounded: 'business-profile-year-founded',
  gallery: 'business-profile-gallery',
  hours: 'business-profile-hours',
  serviceArea: 'business-profile-service-area',
};

/**
 * Bring an element into view and give it focus, so keyboard and screen-reader users land
 * where sighted users look. The scroll is smooth unless the user asked for less motion.
 */
export function jumpTo(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView?.({ block: 'center', behavior: lessMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
