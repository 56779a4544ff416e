import { Trans, useLingui } from '@lingui/react/macro';
import {
  countryOfTimeZone,
  REGIONAL_POPUP_COOKIE,
  REGIONAL_POPUP_COOKIE_MAX_AGE_SECONDS,
  regionalSuggestion,
  type SiteCountry,
  siteCountryOfHost,
} from '@quoteway/domain';
import { Button, Dialog } from '@quoteway/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';

function dismissed(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${REGIONAL_POPUP_COOKIE}=`));
}

function dismiss() {
  // Spec: the dismissal lasts one hour.
  document.cookie = `${REGIONAL_POPUP_COOKIE}=1; max-age=${REGIONAL_POPUP_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

let detected: ReturnType<typeof countryOfTimeZone> | undefined;

/**
 * The visitor's country by their device's time zone: asked once (the first date format the
 * page makes costs a long while, some 50 ms on a slow phone, and the popup renders a few
 * times while the page settles).
 */
function detectedCountry() {
  if (detected !== undefined) return detected;
  try {
    detected = countryOfTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    detected = null;
  }
  return detected;
}

/**
 * "You seem to be in {country}": the country's own site offered, in sentence case and the
 * reader's language, once an hour at most.
 */
export function RegionalPopup() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  const suggestion = closed
    ? null
    : regionalSuggestion({
        detected: detectedCountry(),
        site: siteCountryOfHost(window.location.hostname),
        pathname,
        search,
        dismissed: dismissed(),
      });
  if (!suggestion) return null;

  // Country and site names are translated too, so the sentence reads naturally.
  const countryNames: Record<SiteCountry, string> = {
    NZ: t`New Zealand`,
    AU: t`Australia`,
    IN: t`India`,
  };
  const siteNames: Record<SiteCountry, string> = {
    NZ: t`Quoteway New Zealand`,
    AU: t`Quoteway Australia`,
    IN: t`Quoteway India`,
  };
  const country = countryNames[suggestion.country];
  const site = siteNames[suggestion.country];
  const stay = () => {
    dismiss();
    setClosed(true);
  };
  const go = () => {
    dismiss();
    window.location.assign(`https://${suggestion.host}${pathname}${search}`);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && stay()}
      title={t`You seem to be in ${country}`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="outline" onClick={stay}>
            {t`Stay here`}
          </Button>
          <Button onClick={go}>{t`Go to ${site}`}</Button>
        </>
      }
    >
      <p>
        <Trans>{site} has local businesses, and prices in its own currency.</Trans>
      </p>
    </Dialog>
  );
}
