import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack } from '@quoteway/ui';
import { mutedText } from '../styles.css';
import * as css from './profile.css';
import type { PublicBusiness } from './profileCache';

type Verification = Pick<
  PublicBusiness,
  'businessNumberKind' | 'businessNumber' | 'verified' | 'verifiedAt'
>;

/** The date the register confirmed the number, in the interface language ("3 Nov 2026"). */
function useVerifiedDate(verifiedAt: string | null): string | null {
  const { i18n } = useLingui();
  if (!verifiedAt) return null;
  const at = new Date(verifiedAt);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(at);
}

/** The small badge alone ("Verified" / "Not verified yet"), for the preview card. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useLingui();
  return verified ? (
    <Badge tone="success" text={t`Verified`} label={t`Verified business`} />
  ) : (
    <Badge tone="neutral" text={t`Not verified yet`} />
  );
}

/**
 * The business number and what the register said about it: verified (with the register and
 * the date), or not yet, with what that means for the badge customers see.
 */
export function VerificationStatus({ business }: { business: Verification }) {
  const { businessNumberKind: kind, businessNumber: number, verified } = business;
  const date = useVerifiedDate(business.verifiedAt);
  return (
    <Stack gap="sm">
      <div className={css.verifiedRow}>
        <VerifiedBadge verified={verified} />
        {number ? (
          <span>
            {kind} <span className={css.businessNumber}>{number}</span>
          </span>
        ) : null}
      </div>
      {verified ? (
        <p>
          {date ? (
            <Trans>
              Verified with the {kind} register on {date}
            </Trans>
          ) : (
            <Trans>Verified with the {kind} register</Trans>
          )}
        </p>
      ) : number ? (
        <p className={mutedText}>
          <Trans>
            The {kind} register has not confirmed your number yet. The Verified badge appears on
            your page as soon as it does.
          </Trans>
        </p>
      ) : (
        <p className={mutedText}>
          <Trans>
            There is no business number on your account yet, so your page shows no Verified badge.
          </Trans>
        </p>
      )}
    </Stack>
  );
}
