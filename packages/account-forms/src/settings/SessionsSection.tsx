import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery, apiRouteKey } from '@quoteway/api-client';
import { Button, Spinner, VisuallyHidden } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { timeSince } from '@quoteway/domain';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

type AccountSession = ApiOutput<'accountSessions'>['sessions'][number];

/**
 * The devices signed in to this account: this one first, each with when it was last used;
 * any other can be signed out from here, and this one through the host's sign-out.
 */
export function SessionsSection() {
  const { t, i18n } = useLingui();
  const { api, signOut } = useAccountServices();
  const queryClient = useQueryClient();
  const query = useQuery(apiQuery(api, 'accountSessions'));
  const feedback = useFormFeedback([] as const);
  const { bindStatus } = feedback;

  const end = useMutation({
    mutationFn: (session: AccountSession) => api.endSession({ params: { id: session.id } }),
    onSuccess: (_answer, session) => {
      feedback.succeeded(t`${session.device} has been signed out.`);
      void queryClient.invalidateQueries({ queryKey: apiRouteKey('accountSessions') });
    },
    onError: (error) => feedback.failed(error),
  });

  const now = new Date();
  const sessions = [...(query.data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );

  return (
    <SettingsSection title={t`Signed-in devices`}>
      {query.data ? (
        <ul className={css.sessions}>
          {sessions.map((session) => {
            const lastActive = timeSince(session.lastUsedAt, i18n.locale, now.getTime());
            const device = session.device;
            return (
              <li key={session.id} className={css.sessionRow}>
                <div className={css.sessionFacts}>
                  <span className={css.device}>{session.device}</span>
                  {session.current && (
                    <span className={css.muted}>
                      <Trans>This device</Trans>
                    </span>
                  )}
                  <span className={css.muted}>
                    <Trans>
                      Last active <time dateTime={session.lastUsedAt}>{lastActive}</time>
                    </Trans>
                  </span>
                </div>
                {session.current ? (
                  signOut && (
                    <Button variant="outline" size="sm" onClick={signOut}>
                      {t`Sign out`}
                    </Button>
                  )
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={end.isPending && end.variables?.id === session.id}
                    onClick={() => end.mutate(session)}
                  >
                    <span aria-hidden="true">{t`Sign out`}</span>
                    <VisuallyHidden>{t`Sign out ${device}`}</VisuallyHidden>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : query.error ? (
        <p className={css.text} role="alert">
          <Trans>Your devices could not be loaded. Try again later.</Trans>
        </p>
      ) : (
        <Spinner label={t`Loading`} />
      )}
      <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
    </SettingsSection>
  );
}
