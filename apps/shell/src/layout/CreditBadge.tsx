import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SiteCountry } from '@quoteway/domain';
import { Badge, useMediaQuery } from '@quoteway/ui';
import { creditWorth } from './creditWorth';
import * as css from './layout.css';

/**
 * The business's credits in the header, at every width: the count, then what they are worth
 * in the money it buys them in ("252 credits · ≈ $100.80"), so a count is never read as dollars nor
 * dollars as a count. Worth is at the site's list price of a credit (`creditWorth`). Under
 * 800 px the badge shows the count alone, and at 400 px or less a coin and the number (the
 * words did not fit beside the three popovers and the profile menu at 375 px). Screen readers
 * always hear the count and the worth. It never shrinks: the name beside it gives way first.
 */
export function CreditBadge({
  credits,
  country,
}: {
  credits: number;
  /** The business's own country, where it buys credits (else this site's). */
  country?: SiteCountry;
}) {
  const { i18n } = useLingui();
  const roomy = useMediaQuery('(min-width: 800px)');
  const narrow = useMediaQuery('(max-width: 400px)');
  const worth = creditWorth(credits, i18n.locale, country);
  const text = roomy
    ? plural(credits, { one: `# credit · ≈ ${worth}`, other: `# credits · ≈ ${worth}` })
    : narrow
      ? i18n.number(credits)
      : plural(credits, { one: '# credit', other: '# credits' });
  return (
    <span className={css.creditBadge}>
      {narrow ? <CoinIcon /> : null}
      <Badge
        tone="primary"
        text={text}
        label={plural(credits, {
          one: `# credit, worth about ${worth}`,
          other: `# credits, worth about ${worth}`,
        })}
      />
    </span>
  );
}

/** A coin: what stands for credits where there is no room for the word. */
function CoinIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={css.coin}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    </svg>
  );
}
