import { useParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { StoryPage } from '../../features/blog/components/StoryPage';
import { NotFound } from '../../app/NotFoundContext';
import { CaseFacts } from './CaseFacts';
import { CASE_STUDIES, caseStudyPath, findCaseStudy, type CaseStudy } from './caseStudies';
import styles from './CaseStudies.module.scss';

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  usePageMeta({ title: `Case study: ${study.title}`, description: study.description });
  const parts = [
    { id: 'challenge', title: 'The challenge', paragraphs: study.challenge },
    { id: 'approach', title: 'Our approach', paragraphs: study.approach },
    { id: 'result', title: 'The result', paragraphs: study.result },
  ];
  const others = CASE_STUDIES.filter((other) => other.id !== study.id);
  return (
    <StoryPage
      list={{ label: 'Case studies', to: '/blog/case-studies', allLabel: 'All case studies' }}
      eyebrow="Case study"
      title={study.title}
      lead={<p>{study.description}</p>}
      cover={{ Icon: study.Icon, tone: study.tone }}
      others={{
        title: 'Other case studies',
        links: others.map((other) => ({ to: caseStudyPath(other.id), title: other.title, note: `${other.amount} recovered in ${other.timeframe}` })),
      }}
      closing={{ title: 'Lost money in a similar way?', text: 'The sooner we look at a case, the more of the trail we can follow.' }}
    >
      <CaseFacts study={study} />
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={`case-${part.id}`}>
          <h2 id={`case-${part.id}`}>{part.title}</h2>
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={styles.disclaimer}>Names and details are changed to protect our client. Every case is different, and recovery is never guaranteed.</p>
    </StoryPage>
  );
}

export default function CaseStudyPage() {
  const study = findCaseStudy(useParams().caseStudyId);
  return study ? <CaseStudyArticle study={study} /> : <NotFound />;
}
