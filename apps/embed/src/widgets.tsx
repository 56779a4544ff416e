import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, Card } from '@quoteway/ui';
import { useEffect, useRef } from 'react';
import { reportHeight } from './hostMessages';

export interface WidgetProps {
  /** A profession slug, e.g. 'plumber'. */
  service?: string | undefined;
  /** A place name, e.g. 'Wellington'. */
  locations?: string | undefined;
}

function title(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function landingUrl({ service, locations }: WidgetProps): string {
  const path = ['landing-page', service, locations]
    .filter(Boolean)
    .map((s) => encodeURIComponent(s ?? ''));
  return `${window.location.origin}/${path.join('/')}`;
}

function WidgetFrame({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? reportHeight(ref.current) : undefined), []);
  return (
    <div ref={ref}>
      <Card>{children}</Card>
    </div>
  );
}

/** /jobiframe: invites a visitor of a third-party site to post a job. */
export function JobWidget(props: WidgetProps) {
  const { t } = useLingui();
  const trade = props.service ? title(props.service) : '';
  const place = props.locations ?? '';
  return (
    <WidgetFrame>
      <h1>
        {trade && place
          ? t`Get quotes from a ${trade} in ${place}`
          : trade
            ? t`Get quotes from a ${trade}`
            : t`Get quotes from local trades`}
      </h1>
      <p>
        <Trans>Post your job for free. Up to five matching businesses will quote.</Trans>
      </p>
      <ButtonLink href={landingUrl(props)} target="_blank">
        {t`Post a job`}
      </ButtonLink>
    </WidgetFrame>
  );
}

/** /businessiframe: points a visitor at the businesses of one trade and place. */
export function BusinessWidget(props: WidgetProps) {
  const { t } = useLingui();
  const trade = props.service ? title(props.service) : '';
  const directory = props.service
    ? `${window.location.origin}/profession/${encodeURIComponent(props.service)}/${encodeURIComponent(props.locations ?? '')}`
    : `${window.location.origin}/business-directory`;
  return (
    <WidgetFrame>
      <h1>{trade ? t`Find a trusted ${trade}` : t`Find trusted local businesses`}</h1>
      <p>
        <Trans>Compare reviews and quotes from businesses near you.</Trans>
      </p>
      <ButtonLink href={directory} target="_blank">
        {t`See businesses`}
      </ButtonLink>
    </WidgetFrame>
  );
}
