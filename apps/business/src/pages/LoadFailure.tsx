import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, isNetworkError } from '@quoteway/api-client';
import { Button, Stack } from '@quoteway/ui';
import { errorText } from '../styles.css';

/** Why a read failed, as the business can act on it, and a way to try again. */
export function LoadFailure({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useLingui();
  const message = isNetworkError(error)
    ? t`We could not reach the server. Check your connection and try again.`
    : error instanceof ApiRequestError
      ? error.message
      : t`Something went wrong`;
  return (
    <Stack gap="md">
      <p role="alert" className={errorText}>
        {message}
      </p>
      <div>
        <Button variant="outline" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    </Stack>
  );
}
