import { useParams } from 'react-router-dom';
import type { ContentFields, ContentKind } from '@frc/contracts/browser';
import { contentPathOf } from '@frc/contracts/browser';
import { FederatedModule } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { contentUrls, type ContentItemDetail, type ContentItemResponse } from '../features/content/api/contentApi';
import { itemOf } from '../features/content/components/NewContentForm';
import { isContentKind } from '../features/content/contentKinds';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';

/** What marketing's `./ContentPreview` takes: the draft, drawn by the site's own templates. */
export interface ContentPreviewProps {
  kind: ContentKind;
  id: number;
  path: string | null;
  fields: ContentFields;
}

/** /admin/preview/:kind/:id: the saved draft as the site will show it, never indexed, for content staff. */
export function ContentPreviewPage() {
  useRobotsNoIndex();
  const { kind = '', id = '' } = useParams();
  const known = isContentKind(kind);
  const loaded = useStaffData<ContentItemResponse | ContentItemDetail>(known ? contentUrls.item(kind, id) : null);
  const item = loaded.data ? itemOf(loaded.data) : null;
  usePageMeta({ title: `Preview: ${item?.draft.title ?? 'content'} (admin)`, description: 'A draft of the site’s content, as it will be shown once published.' });

  return (
    <>
      <p className={styles.warning} role="note">
        Preview of the saved draft: visitors do not see this until it is published.
      </p>
      {!known && <p role="alert">There is no such kind of content.</p>}
      {loaded.status === 'error' && !item && <RetryNotice message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !item && known && <LoadingNotice label="Loading the draft…" />}
      {item && (
        <FederatedModule<ContentPreviewProps>
          id="marketing/ContentPreview"
          label="the preview of this draft"
          isPage
          props={{ kind: item.kind, id: item.id, path: item.path ?? contentPathOf(item.kind, item.draft.slug), fields: item.draft }}
        />
      )}
    </>
  );
}
