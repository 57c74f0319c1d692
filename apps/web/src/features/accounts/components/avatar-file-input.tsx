import { Loader } from '@mantine/core';
import { useId, useState, type ChangeEvent } from 'react';
import { CameraIcon } from '../../../components/icons';
import { resizeImageToPngDataUrl } from '../../../lib/image-resize';
import classes from './avatar-file-input.module.css';

import { PLACEHOLDER_AVATAR } from '../../../components/placeholder-avatar';

interface AvatarFileInputProps {
  /** The input's accessible name, shown visibly (as a caption, or over the photo on hover/focus). */
  label: string;
  labelMode: 'caption' | 'overlay';
  /** The photo to show; the friendly placeholder when empty. */
  src: string | null | undefined;
  size?: number;
  busy?: boolean;
  /** Receives the picked image, resized to ≤512×512 PNG, as a data URL. */
  onPicked: (dataUrl: string) => void;
}

/**
 * A round photo that is also a file picker (any image type). docs/api.md#spec-5: the picked image
 * is resized client-side; when that yields nothing (not a decodable image) nothing happens.
 */
export function AvatarFileInput({
  label,
  labelMode,
  src,
  size = 120,
  busy = false,
  onPicked,
}: AvatarFileInputProps) {
  const id = useId();
  const [resizing, setResizing] = useState(false);
  const working = busy || resizing;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be picked again later.
    input.value = '';
    if (!file) return;
    setResizing(true);
    try {
      const dataUrl = await resizeImageToPngDataUrl(file);
      if (dataUrl) onPicked(dataUrl);
    } finally {
      setResizing(false);
    }
  }

  return (
    <div className={`${classes.root} ${working ? classes.busy : ''}`}>
      <input
        id={id}
        type="file"
        accept="image/*"
        // Named here, so the label's visible words (hidden below) are not said a second time.
        aria-label={label}
        className={classes.fileInput}
        disabled={working}
        onChange={(e) => void onChange(e)}
      />
      <label htmlFor={id} className={classes.label}>
        <span className={classes.photo} style={{ width: size, height: size }}>
          <span className={classes.frame}>
            <img
              src={src || PLACEHOLDER_AVATAR}
              alt=""
              className={classes.image}
              width={size}
              height={size}
            />
            {labelMode === 'overlay' && (
              <span className={classes.overlay} aria-hidden="true">
                {working ? <Loader color="white" size="sm" /> : <CameraIcon size={22} />}
                {label}
              </span>
            )}
          </span>
          {labelMode === 'caption' && (
            <span className={classes.badge}>
              {working ? <Loader color="night" size={16} /> : <CameraIcon size={18} />}
            </span>
          )}
        </span>
        {labelMode === 'caption' && (
          <span className={classes.caption} aria-hidden="true">
            {label}
          </span>
        )}
      </label>
    </div>
  );
}
