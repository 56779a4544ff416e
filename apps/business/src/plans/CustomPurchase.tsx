import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type CurrencyCode,
  customPurchaseQuote,
  type PriceBand,
  type SiteCountry,
} from '@quoteway/domain';
import { Button, Stack } from '@quoteway/ui';
import { useId, useState } from 'react';
import { mutedText, priceTag } from '../styles.css';
import { customPrice, rangeInput } from './plans.css';
import type { PurchaseChoice } from './usePurchase';
import { useSiteMoney } from '../useSiteMoney';

interface CustomPurchaseProps {
  minCredits: number;
  maxCredits: number;
  stepCredits: number;
  /** The site's price per credit by size, from the plans answer. */
  priceBands: readonly PriceBand[];
  currency: CurrencyCode;
  /** The site whose prices these are (the plans answer's). */
  country: SiteCountry;
  onBuy: (choice: PurchaseChoice) => void;
}

/**
 * Any number of credits in the custom range, priced live by the domain's custom pricing at
 * the site's bands (the server prices it the same way).
 */
export function CustomPurchase({
  minCredits,
  maxCredits,
  stepCredits,
  priceBands,
  currency,
  country,
  onBuy,
}: CustomPurchaseProps) {
  const { t } = useLingui();
  const money = useSiteMoney(country);
  const id = useId();
  const [credits, setCredits] = useState(minCredits);
  const quote = customPurchaseQuote(credits, { customPriceBands: priceBands });
  if (!quote.ok) return null;
  const bonus = quote.bonusCredits;
  const price = money.format(quote.priceCents, currency);
  const perCredit = money.format(quote.pricePerCreditCents, currency);
  const total = credits + bonus;

  return (
    <Stack gap="sm">
      <label htmlFor={id}>
        <Trans>Credits to buy</Trans>
      </label>
      <input
        id={id}
        type="range"
        min={minCredits}
        max={maxCredits}
        step={stepCredits}
        value={credits}
        aria-valuetext={t`${credits} credits`}
        onChange={(event) => setCredits(Number(event.target.value))}
        className={rangeInput}
      />
      {/* An output (a polite status) holds phrasing content only: flex spans, no divs. */}
      <output htmlFor={id} aria-live="polite" className={customPrice}>
        <span className={priceTag}>{price}</span>
        <span>
          <Trans>
            {credits} credits + {bonus} bonus ({total} in all)
          </Trans>
        </span>
        <span className={mutedText}>
          <Trans>{perCredit} per credit</Trans>
        </span>
      </output>
      <p className={mutedText}>
        <Plural value={quote.expiryDays} one="Valid for # day" other="Valid for # days" />
      </p>
      <div>
        <Button
          onClick={() =>
            onBuy({
              planId: null,
              credits,
              bonusCredits: bonus,
              priceCents: quote.priceCents,
              currency,
              country,
              expiryDays: quote.expiryDays,
            })
          }
        >
          {t`Buy ${credits} credits`}
        </Button>
      </div>
    </Stack>
  );
}
