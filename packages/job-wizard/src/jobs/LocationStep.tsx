import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@quoteway/api-client';
import { Button } from '@quoteway/ui';
import { useState } from 'react';
import { formStyles as forms, LocalityField, localityLabel } from '@quoteway/account-forms/fields';
import { type MyLocationState, useMyLocation } from './useMyLocation';
import type { WizardFeedback } from './wizardFeedback';
import { useWizard } from './wizardStore';

interface LocationStepProps {
  feedback: WizardFeedback;
  country: CountryCode;
}

/** Step 4: where the job is, from the gazetteer (typed, or the customer's own position). */
export function LocationStep({ feedback, country }: LocationStepProps) {
  const { t } = useLingui();
  const locality = useWizard((s) => s.locality);
  const update = useWizard((s) => s.update);
  // LocalityField keeps its own text; a new key shows a place found by position.
  const [found, setFound] = useState(0);
  const myLocation = useMyLocation((place) => {
    update({ locality: place });
    setFound((n) => n + 1);
    feedback.setFieldError('locality', undefined);
  });
  const message = useLocationMessage(myLocation.status);

  return (
    <>
      <LocalityField
        key={found}
        ref={feedback.bindField('locality')}
        label={t`Suburb or town`}
        name="locality"
        country={country}
        value={locality}
        onChange={(next) => {
          update({ locality: next });
          if (next) feedback.setFieldError('locality', undefined);
        }}
        error={feedback.errors.locality}
        required
        elsewhereOffer="post-job"
      />
      <div>
        <Button
          variant="outline"
          onClick={myLocation.locate}
          loading={myLocation.status.state === 'locating'}
        >
          {t`Use my location`}
        </Button>
      </div>
      <p
        role={myLocation.status.state === 'failed' ? 'alert' : 'status'}
        className={myLocation.status.state === 'failed' ? forms.error : forms.hint}
      >
        {message}
      </p>
    </>
  );
}

/** What the 'Use my location' status line says. */
function useLocationMessage(status: MyLocationState): string {
  const { t } = useLingui();
  switch (status.state) {
    case 'idle':
      return '';
    case 'locating':
      return t`Finding your location…`;
    case 'found': {
      const place = localityLabel(status.locality);
      return t`Found ${place}.`;
    }
    case 'failed':
      switch (status.reason) {
        case 'unsupported':
          return t`This browser cannot share your location. Type your suburb or town instead.`;
        case 'denied':
          return t`You did not allow this site to use your location. Type your suburb or town instead, or allow location access in your browser's settings.`;
        case 'unavailable':
          return t`Your location is not available right now. Type your suburb or town instead.`;
        case 'no-place':
          return t`We could not find a suburb or town near you. Type it instead.`;
      }
  }
}
