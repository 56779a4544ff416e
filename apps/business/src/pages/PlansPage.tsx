import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { creditPlans, formatDollars } from '@quoteway/domain';
import { Card, Stack } from '@quoteway/ui';
import { ConsolePage } from './ConsolePage';

/** /plans/:jobId?: the credit plans of spec section 9, priced in dollars. */
export function PlansPage() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`Plans`}>
      <Stack direction="row" gap="md" wrap>
        {creditPlans.map((plan) => {
          const credits = plan.credits;
          const bonus = plan.bonusCredits;
          const days = plan.expiryDays;
          return (
            <Card key={plan.id}>
              <h2>{formatDollars(plan.priceCents)}</h2>
              <p>
                <Trans>
                  {credits} credits + {bonus} bonus
                </Trans>
              </p>
              <p>
                <Plural value={days} one="Valid for # day" other="Valid for # days" />
              </p>
            </Card>
          );
        })}
      </Stack>
    </ConsolePage>
  );
}
