import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { ScamType } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageSection } from '../../shared/components/PageSection';
import { contentIcon } from '../../shared/content/contentIcons';

/** A scam type's icon, as its content names it (a shield when it names none). */
const iconOf = (scamType: ScamType) => (scamType.icon ? contentIcon(scamType.icon) : ShieldAlert);

/** The six scam types with a page of their own, from the content service. */
export function ScamTypeTiles() {
  const scamTypes = usePublishedRecords<ScamType>('scam_type', 'title');
  return (
    <PageSection id="scam-types" title="Scams we investigate" intro="Each kind of scam leaves a different trail. Read how each one works and what can be done about it.">
      <LoadedContent
        state={scamTypes}
        what="scam types"
        failure={
          <p>
            We could not show the list of scams just now. Please try again in a moment, or browse our <Link to="/sitemap">sitemap</Link>.
          </p>
        }
      >
        {(list) => <LinkCards cards={list.map((scamType) => ({ title: scamType.title, to: scamType.link, Icon: iconOf(scamType) }))} columns={3} />}
      </LoadedContent>
    </PageSection>
  );
}
