import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { Avatar, Button, Stack } from '@quoteway/ui';
import { useId, useRef, useState } from 'react';
import { useConsole } from '../console';
import { resizeImage } from './resizeImage';

/** The signed-in user's picture, with a button to choose a new one (resized before upload). */
export function ProfilePictureField() {
  const { t } = useLingui();
  const { api, user, onUserChange, notify, notifyError } = useConsole();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  if (!user) return null;

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const resized = await resizeImage(file).catch(() => file);
      const { user: updated } = await api.uploadProfileImage(resized);
      onUserChange(updated);
      notify(t`Your picture has been updated`);
    } catch (error) {
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" gap="md" align="center">
      <Avatar name={user.userName} src={user.imageUrl ?? undefined} size="xl" />
      <div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="outline" loading={busy} onClick={() => input.current?.click()}>
          {t`Change picture`}
        </Button>
        <p id={hintId}>{t`A JPEG, PNG, WebP or HEIC photo. We shrink it to 700 pixels.`}</p>
      </div>
    </Stack>
  );
}
