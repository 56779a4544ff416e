import { useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@quoteway/ui';
import { type ReactNode, useId, useState } from 'react';
import { BusinessImages } from '../profile/BusinessImages';
import { CompletenessMeter } from '../profile/CompletenessMeter';
import { GalleryEditor } from '../profile/GalleryEditor';
import { jumpTo, targetOf } from '../profile/jumpTo';
import * as css from '../profile/profile.css';
import type { MissingPart, MyProfile } from '../profile/profileCache';
import { ProfileDetailsForm } from '../profile/ProfileDetailsForm';
import { PublicPreviewCard } from '../profile/PublicPreviewCard';
import { VerificationStatus } from '../profile/VerificationStatus';
import { type WorkAreaPanel, WorkAreaSection } from '../profile/WorkAreaSection';
import { mutedText } from '../styles.css';
import { OwnProfilePage } from './OwnProfilePage';

/**
 * /leads/my-business-profile: the business's public profile, edited where it is shown. How
 * complete it is and what customers see stay beside the editor (above it on a phone).
 */
export function BusinessProfilePage() {
  const { t } = useLingui();
  return (
    <OwnProfilePage title={t`Business Profile`} loadingLabel={t`Loading your business profile`}>
      {(profile) => <ProfileEditor profile={profile} />}
    </OwnProfilePage>
  );
}

function ProfileEditor({ profile }: { profile: MyProfile }) {
  const { t } = useLingui();
  const { business } = profile;
  const [panels, setPanels] = useState<Record<WorkAreaPanel, boolean>>({
    serviceArea: false,
    hours: false,
  });

  const toggle = (panel: WorkAreaPanel, open: boolean) =>
    setPanels((current) => (current[panel] === open ? current : { ...current, [panel]: open }));

  // A hint takes the business to where the missing part is edited; a trade, area or hours
  // hint opens its editor first.
  const goTo = (part: MissingPart) => {
    if (part === 'serviceArea' || part === 'hours') toggle(part, true);
    jumpTo(targetOf[part]);
  };

  return (
    <div className={css.layout}>
      <div className={css.aside}>
        <Stack gap="lg">
          <Card>
            <CompletenessMeter
              completeness={profile.completeness}
              missing={profile.missing}
              galleryCount={business.gallery.length}
              onHint={goTo}
            />
          </Card>
          <PublicPreviewCard business={business} />
        </Stack>
      </div>
      <div className={css.main}>
        <Stack gap="lg">
          <ProfileSection
            title={t`Business number`}
            headingId={targetOf.verification}
            focusableHeading
          >
            <VerificationStatus business={business} />
          </ProfileSection>
          <ProfileSection
            title={t`Logo and cover photo`}
            intro={t`Your logo appears beside your name in search results and on your quotes.`}
          >
            <BusinessImages business={business} />
          </ProfileSection>
          <ProfileSection title={t`About your business`}>
            <ProfileDetailsForm key={business._id} business={business} />
          </ProfileSection>
          <ProfileSection title={t`Photos of your work`}>
            <GalleryEditor gallery={business.gallery} />
          </ProfileSection>
          <ProfileSection
            title={t`Trades, service area and hours`}
            intro={t`Leads come from the trades and area you choose. Customers see your hours on your page.`}
          >
            <WorkAreaSection business={business} open={panels} onToggle={toggle} />
          </ProfileSection>
        </Stack>
      </div>
    </div>
  );
}

/** One part of the editor: a card named by its heading. */
function ProfileSection({
  title,
  intro,
  headingId,
  focusableHeading = false,
  children,
}: {
  title: string;
  intro?: string;
  headingId?: string;
  /** The heading takes focus when a hint points at this section. */
  focusableHeading?: boolean;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <div className={css.section}>
      <Card as="section" labelledBy={id}>
        <Stack gap="md">
          <Stack gap="xs">
            <h2
              id={id}
              tabIndex={focusableHeading ? -1 : undefined}
              className={focusableHeading ? css.focusableHeading : undefined}
            >
              {title}
            </h2>
            {intro ? <p className={mutedText}>{intro}</p> : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}
