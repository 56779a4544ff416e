import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@quoteway/ui';
import { useId, useState } from 'react';
import { mutedText } from '../styles.css';
import * as css from './profile.css';
import type { MissingPart } from './profileCache';

/** Hints shown before "Show all": a short list to act on, not a wall of to-dos. */
const FIRST_HINTS = 3;

/** The order the hints are offered in: what customers notice first comes first. */
const hintOrder: readonly MissingPart[] = [
  'serviceArea',
  'logo',
  'description',
  'verification',
  'gallery',
  'licences',
  'hours',
  'cover',
  'yearFounded',
  'website',
];

/**
 * How complete the profile is (the server's share of its parts), with one short, actionable
 * hint per missing part; choosing a hint takes the business to where that part is edited.
 */
export function CompletenessMeter({
  completeness,
  missing,
  galleryCount,
  onHint,
}: {
  completeness: number;
  missing: readonly MissingPart[];
  /** Photos already in the gallery: with a few, the hint asks for more rather than some. */
  galleryCount: number;
  onHint: (part: MissingPart) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const percent = Math.max(0, Math.min(100, Math.round(completeness)));
  const complete = percent >= 100 && missing.length === 0;
  const hints: Record<MissingPart, string> = {
    serviceArea: t`Choose your trades and where you work, so leads can find you`,
    logo: t`Add your logo so customers recognise you`,
    description: t`Describe your business: what you do and what you are good at`,
    verification: t`Get your business number verified to earn the Verified badge`,
    gallery:
      galleryCount === 0
        ? t`Show photos of your past work`
        : t`Add a few more photos of your past work`,
    licences: t`List your licences and memberships, such as LBP`,
    hours: t`Set your opening hours`,
    cover: t`Add a cover photo for the top of your page`,
    yearFounded: t`Say what year your business started`,
    website: t`Add your website`,
  };
  const ordered = hintOrder.filter((part) => missing.includes(part));
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? ordered : ordered.slice(0, FIRST_HINTS);
  const more = ordered.length - shown.length;
  const listId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <h2 id={headingId}>
          <Trans>Profile strength</Trans>
        </h2>
        <p>
          <Trans>Your profile is {percent}% complete</Trans>
        </p>
        <div
          role="meter"
          aria-labelledby={headingId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t`${percent}% complete`}
          className={css.meterTrack}
        >
          <div
            className={complete ? `${css.meterFill} ${css.meterComplete}` : css.meterFill}
            style={{ inlineSize: `${percent}%` }}
          />
        </div>
        {complete ? (
          <p>
            <Trans>
              Your profile is complete. Customers see everything they need to choose you.
            </Trans>
          </p>
        ) : ordered.length > 0 ? (
          <>
            <p className={mutedText}>
              <Trans>Complete profiles win more work. Still to do:</Trans>
            </p>
            <ul id={listId} className={css.hintList}>
              {shown.map((part) => (
                <li key={part}>
                  <button type="button" className={css.hintButton} onClick={() => onHint(part)}>
                    <span className={css.hintMark} aria-hidden="true">
                      +
                    </span>
                    <span>{hints[part]}</span>
                  </button>
                </li>
              ))}
            </ul>
            {more > 0 || showAll ? (
              <div>
                <button
                  type="button"
                  className={css.moreHints}
                  aria-expanded={showAll}
                  aria-controls={listId}
                  onClick={() => setShowAll(!showAll)}
                >
                  {showAll ? (
                    <Trans>Show fewer</Trans>
                  ) : (
                    <Plural value={more} one="Show # more" other="Show # more" />
                  )}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </Stack>
    </section>
  );
}
