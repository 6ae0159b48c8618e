import { CircleCheck } from 'lucide-react';
import { PageTemplate } from '../../app/PageTemplate';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { FraudPlatformsCarousel } from '../../shared/components/FraudPlatformsCarousel';
import { GuaranteeBlock } from '../../shared/components/GuaranteeBlock';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { TocArticle } from '../../shared/components/TocArticle';
import { ConsultationLauncher } from '../../shared/intake/ConsultationLauncher';
import { IntakeLeadForm } from '../../shared/intake/IntakeLeadForm';
import { PublishedPricingCards } from '../../shared/intake/PublishedPricingCards';
import { BlacklistTeaser } from './BlacklistTeaser';
import type { HomeContent } from './homeContent';
import { ImpersonatorWarning } from './ImpersonatorWarning';
import { InitialConsultation } from './InitialConsultation';
import { MoneyRetrievedCounter } from './MoneyRetrievedCounter';
import { SiteIsBackNotice } from './SiteIsBackNotice';
import { TrustBadges } from './TrustBadges';
import styles from './HomePage.module.scss';

function Home({ content }: { content: HomeContent }) {
  const { homeHero, offerExplanation, scamTypesIntro, callToAction } = content;
  return (
    <>
      <PageHero
        title={homeHero.title}
        eyebrow="Fund recovery for scam victims"
        lead={
          <>
            {homeHero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className={styles.heroPoints}>
              {homeHero.points.map((point) => (
                <li key={point}>
                  <CircleCheck aria-hidden="true" size={20} />
                  {point}
                </li>
              ))}
            </ul>
          </>
        }
      >
        <IntakeLeadForm />
      </PageHero>
      <TrustBadges badges={content.trustBadges} />
      <PageSection id="platforms" title="Platforms we investigate" intro="The kinds of fraudulent platform our investigators trace most often.">
        <FraudPlatformsCarousel />
      </PageSection>
      <PageSection id="recovery-steps" title="How it works" intro="Six steps from your first message to your money back." tone="muted">
        <StepsGrid steps={content.howItWorks} />
      </PageSection>
      <MoneyRetrievedCounter figure={content.moneyRetrieved} />
      <PageSection id="why-work-with-us" title="Why work with us">
        <LinkCards cards={content.whyWorkWithUs} columns={3} />
      </PageSection>
      <PageSection tone="muted">
        <div className={styles.stack}>
          <GuaranteeBlock />
          <ImpersonatorWarning warning={content.impersonatorWarning} />
          <BlacklistTeaser teaser={content.blacklistTeaser} />
        </div>
      </PageSection>
      <PageSection>
        <CtaBanner title={callToAction.title} text={callToAction.text}>
          <ConsultationLauncher />
        </CtaBanner>
      </PageSection>
      <PageSection id="our-offer" title={offerExplanation.title} intro={offerExplanation.intro} tone="muted">
        <div className={styles.offerText}>
          {offerExplanation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <PublishedPricingCards />
      </PageSection>
      <PageSection>
        <InitialConsultation consultation={content.initialConsultation} />
      </PageSection>
      <PageSection id="scam-types" title={scamTypesIntro.title} intro={scamTypesIntro.intro} tone="muted">
        <LinkCards cards={content.scamTypeCards} />
      </PageSection>
      <PageSection id="cyber-fraud-guide" title={content.articleTitle}>
        <TocArticle sections={content.articleSections} headingLevel={3} />
      </PageSection>
      <PageSection id="home-faq" title="Questions people ask us" tone="muted">
        <div className={styles.faq}>
          <FaqAccordion items={content.homeFaq} />
        </div>
      </PageSection>
      <PageSection>
        <SiteIsBackNotice notice={content.siteIsBack} />
      </PageSection>
    </>
  );
}

/** The home page: a template of its published `page` item at `/` (its head is the item's title and description). */
export default function HomePage() {
  return <PageTemplate<HomeContent> path="/">{(content) => <Home content={content} />}</PageTemplate>;
}
