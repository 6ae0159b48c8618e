import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ContactUsBanner } from '../../../shared/components/ContactUsBanner';
import { CtaBanner } from '../../../shared/components/CtaBanner';
import { GuaranteeBlock } from '../../../shared/components/GuaranteeBlock';
import { FraudPlatformsCarousel } from '../../../shared/components/FraudPlatformsCarousel';
import { PageHero } from '../../../shared/components/PageHero';
import { PageSection } from '../../../shared/components/PageSection';
import { StepsGrid } from '../../../shared/components/StepsGrid';
import { tocEntriesOf, type ArticlePageData } from '../articlePage';
import { ArticleFaqSection, isCollapsible } from './ArticleFaqSection';
import { ArticleSectionView } from './ArticleSectionView';
import { ArticleSidePanel } from './ArticleSidePanel';
import { ConsultationAction } from './ConsultationAction';
import styles from './ArticlePage.module.scss';

/** The one layout of every scam-type and service page; the page's data decides which parts it has. */
export function ArticlePage({ page }: { page: ArticlePageData }) {
  usePageMeta(page.meta);
  const { hero, steps, mission, guarantee, article, sidePanel, closing } = page;
  const tocEntries = tocEntriesOf(page);

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      >
        <ConsultationAction action={hero.action} />
      </PageHero>

      {page.logoCarousel && (
        <PageSection tone="muted" title="Schemes we investigate" intro="The kinds of platform behind the cases we trace most often.">
          <FraudPlatformsCarousel />
        </PageSection>
      )}

      {steps && (
        <PageSection title={steps.title} intro={steps.intro}>
          <StepsGrid steps={steps.items} />
        </PageSection>
      )}

      {(mission || guarantee) && (
        <PageSection tone="muted">
          <div className={styles.promises}>
            {mission && (
              <ContactUsBanner title={mission.title} text={mission.text} linkLabel={mission.linkLabel} />
            )}
            {guarantee && <GuaranteeBlock includesDoubts={guarantee.includesDoubts} />}
          </div>
        </PageSection>
      )}

      <div className={styles.articleBand}>
        {/* The tracking line as a class, not a style attribute: the site's policy refuses inline styles in its HTML. */}
        <div className={`${styles.articleLayout} ${page.tocOffset === 150 ? styles.trackingLine150 : styles.trackingLine100}`}>
          <div className={styles.side}>
            <ArticleSidePanel entries={tocEntries} tocOffset={page.tocOffset} callToAction={sidePanel} />
          </div>
          <article className={styles.article} aria-labelledby="page-title">
            {article.sections.map((section) => (
              <ArticleSectionView key={section.id} section={section} />
            ))}
            {article.faq &&
              // Only a list shortened behind 'Show all' needs script; otherwise its answers open from the HTML.
              (isCollapsible(article.faq) ? (
                <Island module="marketing/ArticleFaqSection" component={ArticleFaqSection} props={{ faq: article.faq }} hydrate="interaction" />
              ) : (
                <ArticleFaqSection faq={article.faq} />
              ))}
          </article>
        </div>
      </div>

      <PageSection>
        <CtaBanner title={closing.title} text={closing.text}>
          <ConsultationAction action={closing.action} />
        </CtaBanner>
      </PageSection>
    </>
  );
}
