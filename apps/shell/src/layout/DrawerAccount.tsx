import { Plural, useLingui } from '@lingui/react/macro';
import { headerNameLimit, truncateName } from '@quoteway/domain';
import { inBusinessView } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { creditWorth } from './creditWorth';
import * as css from './DrawerAccount.css';
import { useViewportWidth } from './useViewportWidth';
import { CutName } from './CutName';

/**
 * Who is signed in, at the top of the drawer on phones. Spec section 2: above 700 px the
 * header shows the name (and a business's credits); at 700 px or less the header has no room,
 * so the drawer shows them. The name is cut as the header would cut it at this width (the
 * spec's limits for 350, 400 and 450 px only ever apply here), the full name is kept for
 * screen readers; a business in business view sees its credit balance and what it is worth.
 */
export function DrawerAccount() {
  const { t, i18n } = useLingui();
  const { user } = useSessionUser();
  const width = useViewportWidth();
  if (!user || width > 700) return null;

  const name = user.userName;
  const shown = truncateName(name, headerNameLimit(width));
  const credits = user.credits;
  const value = creditWorth(credits, i18n.locale, user.business?.country);
  return (
    <div className={css.account}>
      {/* The name keeps its own direction (bdi) and the line the page's (aligned to its start). */}
      <p className={css.name} title={shown === name ? undefined : name}>
        <CutName name={name} shown={shown} />
      </p>
      {inBusinessView(user) && (
        <dl className={css.balance}>
          <dt className={css.balanceTerm}>{t`Credit balance`}</dt>
          <dd className={css.balanceValue}>
            <Plural
              value={credits}
              one={`# credit · ≈ ${value}`}
              other={`# credits · ≈ ${value}`}
            />
          </dd>
        </dl>
      )}
    </div>
  );
}
