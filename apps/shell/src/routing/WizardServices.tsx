import { JobWizardProvider, type JobWizardServices } from '@quoteway/job-wizard';
import { TextLink } from '@quoteway/ui';
import { type ReactNode, useMemo } from 'react';
import { api } from '../api';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';

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
  const user = useSession((s) => s.user);
  const services = useMemo<JobWizardServices>(
    () => ({ api, user, signedIn, SignInLink }),
    [user, signedIn],
  );
  return <JobWizardProvider value={services}>{children}</JobWizardProvider>;
}
