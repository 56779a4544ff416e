import { JobWizardProvider, type JobWizardServices } from '@quoteway/job-wizard';
import { TextLink } from '@quoteway/ui';
import { type ReactNode, useMemo } from 'react';
import { useApiRead } from '../query/useApiRead';
import { requireQueryRuntime } from '../query/loadQuery';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';

/** The shell's sign-in page: the wizard's answers are kept in its store on the way. */
function SignInLink({ children }: { children: ReactNode }) {
  return (
    <TextLink as={RouterLink} href="/signin">
      {children}
    </TextLink>
  );
}

/** Hands the job wizard and the shell's forms the shell's API client and session. */
export function ShellWizardServices({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  const { user } = useSessionUser();
  const services = useMemo<JobWizardServices>(
    () => ({
      // The wizard past its first step comes with the query runtime (HomePage's `withQuery`).
      get api() {
        return requireQueryRuntime().api;
      },
      user,
      signedIn,
      SignInLink,
      useApiRead,
    }),
    [user, signedIn],
  );
  return <JobWizardProvider value={services}>{children}</JobWizardProvider>;
}
