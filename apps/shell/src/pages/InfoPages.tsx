import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '@quoteway/ui';
import { SimplePage } from './SimplePage';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`About Quoteway`}>
      <p>
        <Trans>
          Quoteway connects people who need work done with local trade businesses in New Zealand,
          Australia and India. Lead prices are shown before a business spends, each job goes to a
          handful of businesses only, and credits come back when a customer never reads a quote.
        </Trans>
      </p>
      <h2>
        <Trans>Data sources</Trans>
      </h2>
      <p>
        <Trans>
          Postcode and locality data: <TextLink href="https://www.geonames.org/">GeoNames</TextLink>
          , licensed under Creative Commons Attribution 4.0 (CC BY 4.0).
        </Trans>
      </p>
    </SimplePage>
  );
}

export function HowItWorksPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`How It Works`}>
      <ol>
        <li>
          <Trans>Post your job for free: tell us what you need, where and when.</Trans>
        </li>
        <li>
          <Trans>Up to five matching local businesses send you quotes.</Trans>
        </li>
        <li>
          <Trans>Compare quotes and reviews, chat, and hire the one you trust.</Trans>
        </li>
      </ol>
    </SimplePage>
  );
}

export function HelpPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Help`}>
      <p>
        <Trans>
          Questions about a job, a quote or your credits? Read the FAQs, or write to
          help@quoteway.co.nz and we will answer within one working day.
        </Trans>
      </p>
    </SimplePage>
  );
}

export function AdsPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Advertise with Quoteway`}>
      <p>
        <Trans>Reach customers looking for your trade in your area.</Trans>
      </p>
    </SimplePage>
  );
}
