import type { User } from '@sns/contract';
import { describeError } from '../../../lib/error-message';
import { dataUrlToBlob } from '../../../lib/image-resize';
import { showError, showSuccess } from '../../../lib/notify';
import { useUpdateProfilePicture } from '../api/update-profile-picture';
import { AvatarFileInput } from './avatar-file-input';
import { useT } from '../../../lib/i18n/use-t';

/** The profile photo with "Upload your own" on hover/focus; uploads as soon as a picture is picked. */
export function ProfilePictureUploader({ user }: { user: User }) {
  const t = useT();
  const upload = useUpdateProfilePicture();

  function onPicked(dataUrl: string) {
    const image = dataUrlToBlob(dataUrl);
    // docs/api.md#spec-5: the upload is accepted only when a profile image is set.
    if (!image) return;
    upload.mutate(
      { userId: user.user_uid, image },
      {
        onSuccess: () => showSuccess(t('picture.updated')),
        onError: (error) => showError(describeError(error)),
      },
    );
  }

  return (
    <AvatarFileInput
      label={t('profile.uploadOwn')}
      labelMode="overlay"
      src={user.profilePhoto}
      size={112}
      busy={upload.isPending}
      onPicked={onPicked}
    />
  );
}
