import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { ScamType } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageSection } from '../../shared/components/PageSection';
import { SCAM_TYPE_CARDS } from '../../shared/content/scamTypeCards';

/** The icon of the scam-type card that links to the same page (a shield for a type the cards do not have). */
const iconOf = (link: string) => SCAM_TYPE_CARDS.find((card) => card.to === link)?.Icon ?? ShieldAlert;

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
        {(list) => <LinkCards cards={list.map((scamType) => ({ title: scamType.title, to: scamType.link, Icon: iconOf(scamType.link) }))} columns={3} />}
      </LoadedContent>
    </PageSection>
  );
}
