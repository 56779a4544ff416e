import type { Locality } from '@quoteway/api-client';
import { useState } from 'react';
import { useJobWizardServices } from '../services';
import { siteCountry } from './wizardStore';

/** Where finding the customer's own place is: idle, asking, or why it failed. */
export type MyLocationState =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; locality: Locality }
  | { state: 'failed'; reason: 'unsupported' | 'denied' | 'unavailable' | 'no-place' };

// Stops a browser that never answers from spinning forever; a cached fix is fine for a suburb.
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 10 * 60_000 };

/**
 * 'Use my location': the browser's position, then the nearest gazetteer locality. The
 * position goes to our API only, to find the locality; it is not kept.
 */
export function useMyLocation(onFound: (locality: Locality) => void) {
  const { api } = useJobWizardServices();
  const [status, setStatus] = useState<MyLocationState>({ state: 'idle' });

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus({ state: 'failed', reason: 'unsupported' });
      return;
    }
    setStatus({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        api
          .nearestLocality({
            query: {
              lat: position.coords.latitude,
              lng: position.coords.longitude,
              country: siteCountry(),
            },
          })
          .then(
            ({ locality }) => {
              onFound(locality);
              setStatus({ state: 'found', locality });
            },
            () => setStatus({ state: 'failed', reason: 'no-place' }),
          );
      },
      (error) =>
        setStatus({
          state: 'failed',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      POSITION_OPTIONS,
    );
  };

  return { status, locate };
}
