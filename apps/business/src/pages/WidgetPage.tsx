import { useLingui } from '@lingui/react/macro';
import { type Locality } from '@quoteway/api-client';
import { Checkbox, Select, Stack, TextLink } from '@quoteway/ui';
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
  // A business's own form keeps its visitors to itself unless it chooses to share them: it
  // should never send people from its website to its competitors by default.
  const [others, setOthers] = useState(false);

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
        intro={t`Visitors describe their job and confirm their mobile number.`}
        previewTitle={t`Preview of the job form`}
        widget={{
          kind: 'job',
          service: trade || undefined,
          location: place?.locality,
          business: business._id,
          others,
        }}
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
        <Checkbox
          label={t`Let visitors also ask up to 4 other local businesses`}
          name="others"
          checked={others}
          onChange={setOthers}
        />
        <p className={mutedText}>
          {others
            ? t`Visitors can tick “Also let up to 4 other local businesses quote”. Unticked, the job comes to you alone.`
            : t`Every job from this form comes to you alone.`}
        </p>
      </SnippetSection>
    </Stack>
  );
}
