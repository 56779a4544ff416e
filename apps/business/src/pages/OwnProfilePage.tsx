import { apiQuery } from '@quoteway/api-client';
import { BusyIndicator } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConsole } from '../console';
import type { MyProfile } from '../profile/profileCache';
import { ConsolePage } from './ConsolePage';
import { LoadFailure } from './LoadFailure';

interface OwnProfilePageProps {
  title: string;
  /** What the busy indicator says while the profile loads. */
  loadingLabel: string;
  /** The page, once the business's own profile is read. */
  children(profile: MyProfile): ReactNode;
}

/**
 * A console page built on the business's own profile (its profile editor, reviews, widget):
 * loading, a failure with a way to try again, then the page.
 */
export function OwnProfilePage({ title, loadingLabel, children }: OwnProfilePageProps) {
  const { api } = useConsole();
  const profile = useQuery(apiQuery(api, 'myBusinessProfile'));
  // A retry after a failure shows the loading state again.
  const loading = profile.isPending || (profile.isError && profile.isFetching);
  return (
    <ConsolePage title={title}>
      {loading ? (
        <BusyIndicator label={loadingLabel} position="inline" />
      ) : profile.isError ? (
        <LoadFailure error={profile.error} retry={() => void profile.refetch()} />
      ) : (
        children(profile.data)
      )}
    </ConsolePage>
  );
}
