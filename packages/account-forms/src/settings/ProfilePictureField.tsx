import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { Avatar, Button, Card, Stack } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useAccountServices } from '../services';
import { resizeImage } from './resizeImage';

/** The signed-in user's picture, with a button to choose a new one (resized before upload). */
export function ProfilePictureField() {
  const { t } = useLingui();
  const { api, user, onUserChange, notify, notifyError } = useAccountServices();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      // A picture the browser cannot decode goes as it is; the server says if it is no image.
      const resized = await resizeImage(file).catch(() => file);
      return api.uploadProfileImage({ file: { blob: resized, name: 'profile.jpg' } });
    },
    onSuccess: ({ user: updated }) => {
      onUserChange(updated);
      notify(t`Your picture has been updated`);
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  if (!user) return null;

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
            if (file) upload.mutate(file);
          }}
        />
        <Button variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
          {t`Change picture`}
        </Button>
        <p id={hintId}>{t`A JPEG, PNG, WebP or HEIC photo. We shrink it to 700 pixels.`}</p>
      </div>
    </Stack>
  );
}

/** The profile picture in a card of its own, headed (the settings pages of both apps). */
export function ProfilePictureCard() {
  return (
    <Card>
      <h2>
        <Trans>Profile picture</Trans>
      </h2>
      <ProfilePictureField />
    </Card>
  );
}
