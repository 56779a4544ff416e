import { type ApiOutput, apiQueryKey, apiRouteKey } from '@quoteway/api-client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

export type MyProfile = ApiOutput<'myBusinessProfile'>;
export type PublicBusiness = MyProfile['business'];
export type MissingPart = MyProfile['missing'][number];

/**
 * The public views of the business (its page, the directory) are kept fresh for two minutes
 * like all public reads: after a change they are read again when next shown.
 */
function publicViewsChanged(queryClient: QueryClient) {
  for (const name of ['business', 'directory'] as const) {
    void queryClient.invalidateQueries({ queryKey: apiRouteKey(name) });
  }
}

/** Re-read the business's profile (and its public views) after a change elsewhere. */
export function refreshMyProfile(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: apiRouteKey('myBusinessProfile') });
  publicViewsChanged(queryClient);
}

/**
 * How the profile editor keeps `myBusinessProfile` true after a change: a call that answers
 * with the whole profile puts it in the cache; one that does not has it read again.
 */
export function useProfileCache() {
  const queryClient = useQueryClient();
  return {
    /** The server's new profile, as a change answered it. */
    set(profile: MyProfile) {
      queryClient.setQueryData(apiQueryKey('myBusinessProfile'), profile);
      publicViewsChanged(queryClient);
    },
    /** Read the profile again (after a change whose answer is not the profile). */
    refresh: () => refreshMyProfile(queryClient),
  };
}
