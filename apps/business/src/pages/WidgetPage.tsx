import { useLingui } from '@lingui/react/macro';
import { type Locality } from '@quoteway/api-client';
import { Select, Stack, TextLink } from '@quoteway/ui';
import { useState } from 'react';
import type { PublicBusiness } from '../profile/profileCache';
import { RouterLink } from '../RouterLink';
import { BusinessLocalityField } from '../serviceArea/BusinessLocalityField';
import { mutedText } from '../styles.css';
import { SnippetSection } from '../widget/SnippetSection';
import { OwnProfilePage } from './OwnProfilePage';

/**
 * /leads/widget: the code a business pastes into its own website to show its card (rating,
 * reviews, Request a quote) or a job form in its trade and area, with a live preview of each.
 */
export function WidgetPage() {
  const { t } = useLingui();
  return (
    <OwnProfilePage title={t`Website widget`} loadingLabel={t`Loading your business profile`}>
      {(profile) => <Widgets business={profile.business} />}
    </OwnProfilePage>
  );
}

function Widgets({ business }: { business: PublicBusiness }) {
  const { t } = useLingui();
  const trades = business.professions;
  const [trade, setTrade] = useState(trades[0]?.slug ?? '');
  const [place, setPlace] = useState<Locality | null>(business.location);

  return (
    <Stack gap="lg">
      <p>
        {t`Put Quoteway on your own website: your rating and reviews with a way to ask you for a quote, or a form that takes jobs in your trade and area.`}
      </p>
      <SnippetSection
        title={t`Your business card`}
        intro={t`Your rating, your latest verified reviews and a Request a quote button. A job asked for there comes to you alone.`}
        previewTitle={t`Preview of your business card`}
        widget={{ kind: 'business', business: business._id }}
      />
      <SnippetSection
        title={t`Job form`}
        intro={t`Visitors describe their job and confirm their mobile number. The job goes to you and the other businesses that match it, like any job on Quoteway.`}
        previewTitle={t`Preview of the job form`}
        widget={{ kind: 'job', service: trade || undefined, location: place?.locality }}
      >
        {trades.length > 0 ? (
          <Select
            label={t`Trade`}
            name="service"
            value={trade}
            onChange={(event) => setTrade(event.target.value)}
          >
            {trades.map((profession) => (
              <option key={profession.slug} value={profession.slug}>
                {profession.name}
              </option>
            ))}
          </Select>
        ) : (
          <p className={mutedText}>
            {t`Add your trades to your business profile to preset the form's trade.`}{' '}
            <TextLink as={RouterLink} href="/leads/my-business-profile">
              {t`Business Profile`}
            </TextLink>
          </p>
        )}
        <BusinessLocalityField
          label={t`Place`}
          value={place}
          onChange={setPlace}
          required={false}
        />
      </SnippetSection>
    </Stack>
  );
}
