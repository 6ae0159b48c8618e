import type { Ref } from 'react';
import styles from './MediaLibrary.module.scss';

/** The image types the content upload takes (the API checks the file's own header, whatever the browser says). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/**
 * A hidden file input for one image, opened by a button of its own (`inputRef.current.click()`); hands over the
 * chosen file and empties itself, so that the same file can be chosen again.
 */
export function ImageFileInput({ inputRef, label, onFile }: { inputRef: Ref<HTMLInputElement>; label: string; onFile: (file: File) => void | Promise<void> }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_TYPES}
      className={styles.hiddenFile}
      aria-label={label}
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) void onFile(file);
      }}
    />
  );
}
