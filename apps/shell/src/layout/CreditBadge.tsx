import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, useMediaQuery } from '@quoteway/ui';
import { creditWorth } from './creditWorth';
import * as css from './layout.css';

/**
 * The business's credits in the header, at every width: the count, then what they are worth
 * in the site's money ("252 credits · ≈ $100.80"), so a count is never read as dollars nor
 * dollars as a count. Worth is at the site's list price of a credit (`creditWorth`). Where
 * the header is narrow (under 800 px) the badge shows the count alone; screen readers always
 * hear both. It never shrinks: the name beside it gives way first.
 */
export function CreditBadge({ credits }: { credits: number }) {
  const { i18n } = useLingui();
  const roomy = useMediaQuery('(min-width: 800px)');
  const worth = creditWorth(credits, i18n.locale);
  return (
    <span className={css.creditBadge}>
      <Badge
        tone="primary"
        text={
          roomy
            ? plural(credits, { one: `# credit · ≈ ${worth}`, other: `# credits · ≈ ${worth}` })
            : plural(credits, { one: '# credit', other: '# credits' })
        }
        label={plural(credits, {
          one: `# credit, worth about ${worth}`,
          other: `# credits, worth about ${worth}`,
        })}
      />
    </span>
  );
}
