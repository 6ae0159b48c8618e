import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT_ALT_MAX_LENGTH, type ContentLibraryImage, type ContentLibraryResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useStaffSession } from '../session/staffSession';
import { contentUrls } from '../features/content/api/contentApi';
import { contentKindLabel } from '../features/content/contentKinds';
import { ImageFileInput } from '../features/content/media/ImageFileInput';
import { imageSizeText, thumbnailUrl } from '../features/content/media/mediaImages';
import { useMediaUpload } from '../features/content/media/useMediaUpload';
import mediaStyles from '../features/content/media/MediaLibrary.module.scss';
import { contentItemPath } from '../paths';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import { Moment } from '../shared/Moment';
import { OutcomeNotice, type Outcome } from '../shared/OutcomeNotice';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';

/** /admin/content/media: every uploaded image, where it is used, its alt text; upload, replace, delete. */
export function MediaLibraryPage() {
  usePageMeta({ title: 'Media library (admin)', description: 'Every image uploaded for the site: where each is used, its alt text, replace or delete it.' });
  const library = useStaffData<ContentLibraryResponse>(contentUrls.images);
  const { upload, busy, error } = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Media library</h1>
      <p className={styles.lead}>
        Every image uploaded for the site. Choose one in an item’s image field or body. An image nothing uses can be deleted; one left unused is deleted
        after 30 days.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={() => fileInput.current?.click()}>
          Upload an image
        </button>
        <ImageFileInput
          inputRef={fileInput}
          label="Image to upload"
          onFile={async (file) => {
            if (await upload(file)) library.reload();
          }}
        />
      </div>
      {busy && (
        <p role="status" className={styles.meta}>
          Uploading the image…
        </p>
      )}
      {error && <p className={styles.fieldError}>{error}</p>}
      <section className={styles.section} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.sectionTitle}>
          Images{library.data ? ` (${library.data.images.length})` : ''}
        </h2>
        {library.status === 'error' && <RetryNotice message={library.message} onRetry={library.reload} />}
        {library.status === 'loading' && !library.data && <LoadingNotice label="Loading the media library…" />}
        {library.data?.images.length === 0 && <p className={styles.meta}>No image yet: upload one.</p>}
        <ul className={mediaStyles.grid}>
          {library.data?.images.map((image) => (
            <li key={image.id} className={mediaStyles.card}>
              <LibraryImage image={image} onChanged={library.reload} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function LibraryImage({ image, onChanged }: { image: ContentLibraryImage; onChanged: () => void }) {
  const { call } = useStaffSession();
  const { upload, busy } = useMediaUpload();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(image.alt);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = image.alt ? `“${image.alt}”` : `the image of ${imageSizeText(image)}`;

  async function saveAlt() {
    const answer = await call(contentUrls.image(image.id), { json: { alt: alt.trim() } });
    setOutcome(answer.ok ? { ok: true, message: 'Alt text saved.' } : { ok: false, message: answer.message });
    if (answer.ok) onChanged();
  }

  async function remove() {
    setConfirming(false);
    const answer = await call(contentUrls.deleteImage(image.id), { method: 'POST' });
    if (answer.ok) onChanged();
    else setOutcome({ ok: false, message: answer.message });
  }

  return (
    <>
      <img className={mediaStyles.thumb} src={thumbnailUrl(image)} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
      <p className={styles.meta}>
        {imageSizeText(image)} · uploaded <Moment at={image.createdAt} />
        {image.uploadedBy ? ` by ${image.uploadedBy}` : ''}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-alt`}>Alt text (offered when the image is inserted)</label>
        <input id={`${id}-alt`} maxLength={CONTENT_ALT_MAX_LENGTH} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </div>
      {image.uses.length ? (
        <>
          <p className={styles.meta}>Used by:</p>
          <ul className={mediaStyles.uses}>
            {image.uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <Link to={contentItemPath(use.kind, use.id)}>{use.title || '(untitled)'}</Link> <span className={styles.meta}>({contentKindLabel(use.kind).toLowerCase()})</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.meta}>Not used by any item.</p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.small} disabled={alt.trim() === image.alt} onClick={() => void saveAlt()}>
          Save the alt text<span className="visually-hidden"> of {name}</span>
        </button>
        <button type="button" className={styles.small} disabled={busy} onClick={() => fileInput.current?.click()}>
          Replace<span className="visually-hidden"> {name}</span>
        </button>
        {!confirming && (
          <button type="button" className={styles.small} onClick={() => setConfirming(true)}>
            Delete<span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
      <ImageFileInput
        inputRef={fileInput}
        label={`New file for ${name}`}
        onFile={async (file) => {
          const replaced = await upload(file, contentUrls.replaceImage(image.id));
          setOutcome(replaced ? { ok: true, message: `Replaced in ${image.uses.length} item${image.uses.length === 1 ? '' : 's'}.` } : { ok: false, message: 'The image was not replaced.' });
          if (replaced) onChanged();
        }}
      />
      {confirming && (
        <div className={styles.confirm} role="group" aria-label={`Delete ${name}?`}>
          <p>Delete {name}? This cannot be undone.</p>
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={() => void remove()}>
              Delete it
            </button>
            <button type="button" className={styles.small} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
      <OutcomeNotice outcome={outcome} />
    </>
  );
}
