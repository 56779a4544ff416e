import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@quoteway/ui';
import type { ReactNode } from 'react';
import { BusinessHoursForm } from '../hours/BusinessHoursForm';
import { toRows } from '../hours/openingHours';
import { ServiceAreaForm } from '../serviceArea/ServiceAreaForm';
import { factList, factRow, factTerm } from '../styles.css';
import { targetOf } from './jumpTo';
import * as css from './profile.css';
import type { PublicBusiness } from './profileCache';

export type WorkAreaPanel = 'serviceArea' | 'hours';

/**
 * Trades, service area and opening hours as customers see them, each with its editor (the
 * console's own forms, also under Account Settings) behind a disclosure, opened on demand.
 */
export function WorkAreaSection({
  business,
  open,
  onToggle,
}: {
  business: PublicBusiness;
  open: Record<WorkAreaPanel, boolean>;
  onToggle: (panel: WorkAreaPanel, open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const trades = business.professions.map((p) => p.name).join(', ');
  const location = business.location;
  const radius = business.serviceRadiusKm;
  const place = location ? `${location.locality}, ${location.region}` : '';

  // Weekday names in the interface language (1 Jan 2023 was a Sunday).
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + day)),
    );
  const openDays = business.openingHours
    ? toRows(business.openingHours).filter((row) => row.open)
    : [];
  let hours: ReactNode;
  if (business.businessAlwaysOpen) hours = t`Open 24 hours, 7 days`;
  else if (openDays.length === 0) hours = t`Not set yet`;
  else {
    hours = (
      <ul className={css.hoursList}>
        {openDays.map((row) => (
          <li key={row.day}>
            <span className={css.hoursDay}>{dayName(row.day)}</span>{' '}
            <span dir="ltr">{`${row.from}–${row.to}`}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      <dl className={factList}>
        <div className={factRow}>
          <dt className={factTerm}>
            <Trans>Trades</Trans>
          </dt>
          <dd>{trades || t`None chosen yet`}</dd>
        </div>
        <div className={factRow}>
          <dt className={factTerm}>
            <Trans>Service area</Trans>
          </dt>
          <dd>{place ? t`${place}, up to ${radius} km away` : t`Not set yet`}</dd>
        </div>
        <div className={factRow}>
          <dt className={factTerm}>
            <Trans>Opening hours</Trans>
          </dt>
          <dd>{hours}</dd>
        </div>
      </dl>
      <details
        className={css.disclosure}
        open={open.serviceArea}
        onToggle={(event) => onToggle('serviceArea', event.currentTarget.open)}
      >
        <summary id={targetOf.serviceArea} className={css.disclosureSummary}>
          <Trans>Trades and service area</Trans>
        </summary>
        {open.serviceArea ? (
          <div className={css.disclosureBody}>
            <ServiceAreaForm />
          </div>
        ) : null}
      </details>
      <details
        className={css.disclosure}
        open={open.hours}
        onToggle={(event) => onToggle('hours', event.currentTarget.open)}
      >
        <summary id={targetOf.hours} className={css.disclosureSummary}>
          <Trans>Opening hours</Trans>
        </summary>
        {open.hours ? (
          <div className={css.disclosureBody}>
            <BusinessHoursForm />
          </div>
        ) : null}
      </details>
    </Stack>
  );
}
