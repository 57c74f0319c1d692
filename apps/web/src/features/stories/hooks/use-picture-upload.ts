import { STORY_IMAGE_MAX_SIDE } from '@sns/contract';
import { useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { dataUrlToBlob, resizeImageToPngDataUrl } from '../../../lib/image-resize';
import { showError, showSuccess } from '../../../lib/notify';
import { useChangeStoryImage } from '../api/change-story-image';
import { pictureProblem } from '../lib/picture-checks';
import { translate } from '../../../lib/i18n/use-t';

/**
 * "Upload your own": checks the file kindly, scales it to at most 1024² in the browser (a phone
 * photo of 8 MB becomes ~1 MB to send), then uploads it. A picture the browser can't read is
 * sent as it is, since the server reads more formats (HEIC, TIFF) than some browsers.
 */
export function usePictureUpload(userId: string, storyId: string) {
  const change = useChangeStoryImage();
  const [preparing, setPreparing] = useState(false);

  const upload = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) {
      showError(problem);
      return;
    }
    setPreparing(true);
    let image: Blob = file;
    try {
      const resized = await resizeImageToPngDataUrl(file, STORY_IMAGE_MAX_SIDE);
      const blob = resized ? dataUrlToBlob(resized) : null;
      if (blob) image = new File([blob], 'picture.png', { type: 'image/png' });
    } finally {
      setPreparing(false);
    }
    change.mutate(
      { userId, storyId, image },
      {
        onSuccess: () => showSuccess(translate('picture.updated')),
        onError: (error) => showError(describeError(error)),
      },
    );
  };

  return { upload, busy: preparing || change.isPending };
}
