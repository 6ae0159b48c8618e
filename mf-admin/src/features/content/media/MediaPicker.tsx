import { useId, useRef, useState } from 'react';
import type { ContentImageRef, ContentLibraryImage, ContentLibraryResponse } from '@frc/contracts/browser';
import pageStyles from '../../../shared/page.module.scss';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { useStaffData } from '../../../shared/useStaffData';
import { contentUrls } from '../api/contentApi';
import { ImageFileInput } from './ImageFileInput';
import { imageSizeText, thumbnailUrl } from './mediaImages';
import { useMediaUpload } from './useMediaUpload';
import styles from './MediaLibrary.module.scss';

interface MediaChoicesProps {
  /** What the choice is for, in the buttons' names: "Featured image". */
  label: string;
  /** The image chosen, with the library's alt text for it ('' for a fresh upload). */
  onChoose: (image: ContentImageRef, alt: string) => void;
  onCancel: () => void;
}

/** The media library to choose from, newest first, and a new upload: what the picker and a body's image button open. */
export function MediaChoices({ label, onChoose, onCancel }: MediaChoicesProps) {
  const id = useId();
  const library = useStaffData<ContentLibraryResponse>(contentUrls.images);
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, busy, error } = useMediaUpload();
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const images = (library.data?.images ?? []).filter((image) => image.alt.toLowerCase().includes(words));
  const ref = ({ id: imageId, width, height }: ContentLibraryImage): ContentImageRef => ({ id: imageId, width, height });

  return (
    <div className={pageStyles.form} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={pageStyles.sectionTitle}>
        {label}: the media library
      </p>
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.small} disabled={busy} onClick={() => fileInput.current?.click()}>
          Upload a new image
        </button>
        <button type="button" className={pageStyles.small} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ImageFileInput
        inputRef={fileInput}
        label={`${label}: file to upload`}
        onFile={async (file) => {
          const image = await upload(file);
          if (image) onChoose(image, '');
        }}
      />
      {busy && (
        <p role="status" className={pageStyles.meta}>
          Uploading the image…
        </p>
      )}
      {error && <p className={pageStyles.fieldError}>{error}</p>}
      <div className={pageStyles.field}>
        <label htmlFor={`${id}-search`}>Search by alt text</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {library.status === 'error' && <RetryNotice message={library.message} onRetry={library.reload} />}
      {library.status === 'loading' && !library.data && <LoadingNotice label="Loading the media library…" />}
      {library.data && images.length === 0 && <p className={pageStyles.meta}>{words ? 'No image’s alt text matches.' : 'No image yet: upload one.'}</p>}
      <ul className={styles.choices}>
        {images.map((image) => (
          <li key={image.id}>
            <button type="button" className={`${pageStyles.secondary} ${styles.choice}`} onClick={() => onChoose(ref(image), image.alt)}>
              <img className={styles.pickerThumb} src={thumbnailUrl(image)} alt="" width={image.width} height={image.height} loading="lazy" />
              <span>
                Use {image.alt ? `“${image.alt}”` : 'this image (no alt text yet)'}
                <span className={pageStyles.meta}> · {imageSizeText(image)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface MediaPickerProps {
  label: string;
  value: ContentImageRef | null;
  onChange: (image: ContentImageRef | null, alt: string) => void;
  error?: string;
}

/** An image field: the image chosen (a thumbnail and its size), chosen from the media library or uploaded, or removed. */
export function MediaPicker({ label, value, onChange, error }: MediaPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={pageStyles.field} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={pageStyles.meta}>
        <strong>{label}</strong>
      </p>
      <div className={styles.chosen}>
        {value ? (
          <>
            <img className={styles.pickerThumb} src={thumbnailUrl(value)} alt={`${label}, chosen`} width={value.width} height={value.height} />
            <span className={pageStyles.meta}>{imageSizeText(value)}</span>
          </>
        ) : (
          <span className={pageStyles.meta}>No image chosen.</span>
        )}
        {!open && (
          <button type="button" className={pageStyles.small} onClick={() => setOpen(true)}>
            {value ? `Change the ${label.toLowerCase()}` : `Choose the ${label.toLowerCase()}`}
          </button>
        )}
        {value && !open && (
          <button type="button" className={pageStyles.small} onClick={() => onChange(null, '')}>
            Remove the {label.toLowerCase()}
          </button>
        )}
      </div>
      {error && <p className={pageStyles.fieldError}>{error}</p>}
      {open && (
        <MediaChoices
          label={label}
          onCancel={() => setOpen(false)}
          onChoose={(image, alt) => {
            setOpen(false);
            onChange(image, alt);
          }}
        />
      )}
    </div>
  );
}
