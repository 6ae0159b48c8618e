import { useParams } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { Published } from '../../app/Published';
import { usePublishedItems } from '../../features/content-service/hooks/usePublished';
import { caseStudiesFrom } from '../../features/content-service/templates/caseStudy';
import { CaseStudyArticle } from '../../features/content-service/templates/CaseStudyArticle';

/** The published case study at the address, with the others; null when none is published there. */
function caseStudyAt(items: readonly PublishedContentItem[], slug: string | undefined) {
  const studies = caseStudiesFrom(items);
  const study = studies.find((candidate) => candidate.slug === slug);
  return study ? { study, studies } : null;
}

export default function CaseStudyPage() {
  const { caseStudyId } = useParams();
  const state = usePublishedItems('case_study');
  const found = state.status === 'ready' ? { status: 'ready' as const, data: caseStudyAt(state.data, caseStudyId) } : state;
  return <Published state={found}>{({ study, studies }) => <CaseStudyArticle study={study} studies={studies} />}</Published>;
}
