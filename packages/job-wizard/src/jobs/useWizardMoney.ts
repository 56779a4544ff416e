import { useLingui } from '@lingui/react/macro';
import { type CurrencyCode, currencyOfCountry, formatSiteMoney } from '@quoteway/domain';
import { siteCountry } from './wizardStore';

// In a right-to-left page an amount is kept in one left-to-right isolate, so its sign never
// jumps to the other end next to Arabic words.
const isolate = (text: string) => `\u2066${text}\u2069`;

/** The money of the wizard's site: what the customer's budget is typed and shown in. */
export interface WizardMoney {
  /** The site's currency: the job's place is searched in the site's country. */
  currency: CurrencyCode;
  /** Integer cents as the site's readers write money ('$2,450', '₹1,00,000'). */
  format(cents: number): string;
}

/** The site's currency and its money as the reader's language writes it on that site. */
export function useWizardMoney(): WizardMoney {
  const { i18n } = useLingui();
  const country = siteCountry();
  const currency = currencyOfCountry(country);
  const rtl = i18n.locale.startsWith('ar');
  return {
    currency,
    format: (cents) => {
      const text = formatSiteMoney(cents, currency, i18n.locale, country);
      return rtl ? isolate(text) : text;
    },
  };
}
