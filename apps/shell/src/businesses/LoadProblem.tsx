import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { Button } from '@quoteway/ui';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import * as page from './pages.css';

interface LoadProblemProps {
  /** What could not be loaded, when the server did not say. */
  message: string;
  error: unknown;
  retry(): void;
}

/** A failed read: the server's words when it sent some, and a way to try again. */
export function LoadProblem({ message, error, retry }: LoadProblemProps) {
  const { t } = useLingui();
  return (
    <div className={page.problem} role="alert">
      <p className={`${page.flush} ${forms.error}`}>
        {error instanceof ApiRequestError ? error.message : message}
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    </div>
  );
}
