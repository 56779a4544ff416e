import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, apiQuery, isNetworkError, type Locality } from '@quoteway/api-client';
import { BusyIndicator, Button, Checkbox, Select, Stack, TextLink } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../console';
import type { PublicBusiness } from '../profile/profileCache';
import { RouterLink } from '../RouterLink';
import { LocalityField } from '../serviceArea/LocalityField';
import { errorText, mutedText } from '../styles.css';
import { SnippetSection } from '../widget/SnippetSection';
import { ConsolePage } from './ConsolePage';

/**
 * /leads/widget: the code a business pastes into its own website to show its card (rating,
 * reviews, Request a quote) or a job form in its trade and area, with a live preview of each.
 */
export function WidgetPage() {
  const { t } = useLingui();
  const { api } = useConsole();
  const profile = useQuery(apiQuery(api, 'myBusinessProfile'));
  const title = t`Website widget`;

  // A retry after a failure shows the loading state again.
  if (profile.isPending || (profile.isError && profile.isFetching)) {
    return (
      <ConsolePage title={title}>
        <BusyIndicator label={t`Loading your business profile`} position="inline" />
      </ConsolePage>
    );
  }
  if (profile.isError) {
    const error = profile.error;
    const message = isNetworkError(error)
      ? t`We could not reach the server. Check your connection and try again.`
      : error instanceof ApiRequestError
        ? error.message
        : t`Something went wrong`;
    return (
      <ConsolePage title={title}>
        <Stack gap="md">
          <p role="alert" className={errorText}>
            {message}
          </p>
          <div>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t`Try again`}
            </Button>
          </div>
        </Stack>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={title}>
      <Widgets business={profile.data.business} />
    </ConsolePage>
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
        <LocalityField label={t`Place`} value={place} onChange={setPlace} required={false} />
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
