import { useId } from 'react';
import { CONTENT_ALT_MAX_LENGTH, isContentImageRef } from '@frc/contracts/browser';
import pageStyles from '../../../shared/page.module.scss';
import { FieldError } from '../components/FieldError';
import formStyles from '../components/ContentForm.module.scss';
import { MediaPicker } from './MediaPicker';

interface FeaturedImageFieldProps {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
}

/**
 * A news item's, an article's or a case study's featured image (`data.image`, `data.imageAlt`): chosen from the media
 * library, its alt text offered from the library's and required; removed, both go.
 */
export function FeaturedImageField({ data, onChange, errors }: FeaturedImageFieldProps) {
  const id = useId();
  const image = isContentImageRef(data.image) ? data.image : null;
  const altError = errors['data.imageAlt'];
  return (
    <div className={formStyles.group}>
      <MediaPicker
        label="Featured image"
        value={image}
        error={errors['data.image']}
        onChange={(chosen, alt) => {
          const { image: _image, imageAlt: _alt, ...rest } = data;
          onChange(chosen ? { ...rest, image: chosen, imageAlt: alt || (typeof data.imageAlt === 'string' ? data.imageAlt : '') } : rest);
        }}
      />
      {image && (
        <div className={pageStyles.field}>
          <label htmlFor={`${id}-alt`}>Featured image: alt text (what it shows)</label>
          <input
            id={`${id}-alt`}
            required
            maxLength={CONTENT_ALT_MAX_LENGTH}
            value={typeof data.imageAlt === 'string' ? data.imageAlt : ''}
            onChange={(event) => onChange({ ...data, imageAlt: event.target.value })}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${id}-alt-error` : undefined}
          />
          <FieldError id={`${id}-alt-error`} message={altError} />
        </div>
      )}
      <p className={pageStyles.hint}>The featured image is shown on the item’s card and page, and in link previews.</p>
    </div>
  );
}
