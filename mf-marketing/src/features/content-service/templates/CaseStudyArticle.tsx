import { usePageMeta } from '@frc/ui/usePageMeta';
import { StoryPage } from '../../blog/components/StoryPage';
import { coverArt } from '../../blog/covers';
import { CaseFacts } from './CaseFacts';
import { caseStudyPath, type CaseStudy } from './caseStudy';
import styles from './CaseStudy.module.scss';
import { BLOG_FEED } from '../../blog/feeds';
import { COMPANY } from '@frc/ui/company';
import { siteOrigin } from '@frc/ui/pageHead';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { postingData } from '../../../shared/structured-data/schemaOrg';

export function CaseStudyArticle({ study, studies }: { study: CaseStudy; studies: readonly CaseStudy[] }) {
  usePageMeta({ title: `Case study: ${study.title}`, description: study.description, socialImage: study.socialImage, socialImageAlt: study.socialImageAlt, type: 'article', feed: BLOG_FEED });
  // An article of the blog's feed: its date there is the one its data gives (its first publish).
  useJsonLd(
    'article',
    study.datePublished
      ? postingData(
          {
            kind: 'Article',
            headline: study.title,
            description: study.description,
            datePublished: study.datePublished,
            dateModified: study.dateModified ?? study.datePublished,
            image: study.socialImage,
            author: COMPANY.name,
            section: 'Case studies',
            path: caseStudyPath(study.slug),
          },
          siteOrigin(),
        )
      : null,
  );
  const parts = [
    { id: 'challenge', title: 'The challenge', paragraphs: study.challenge },
    { id: 'approach', title: 'Our approach', paragraphs: study.approach },
    { id: 'result', title: 'The result', paragraphs: study.result },
  ];
  const others = studies.filter((other) => other.slug !== study.slug);
  return (
    <StoryPage
      list={{ label: 'Case studies', to: '/blog/case-studies', allLabel: 'All case studies' }}
      eyebrow="Case study"
      title={study.title}
      lead={<p>{study.description}</p>}
      cover={coverArt(study.cover)}
      image={study.featuredImage}
      others={{
        title: 'Other case studies',
        links: others.map((other) => ({ to: caseStudyPath(other.slug), title: other.title, note: `${other.amount} recovered in ${other.timeframe}` })),
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
