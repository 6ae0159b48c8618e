import { Island } from '@frc/federation';
import { CircleCheck } from 'lucide-react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { GuaranteeBlock } from '../../shared/components/GuaranteeBlock';
import { LinkCards } from '../../shared/components/LinkCards';
import { LogoCarousel } from '../../shared/components/LogoCarousel';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { TocArticle } from '../../shared/components/TocArticle';
import { SCAM_TYPE_CARDS } from '../../shared/content/scamTypeCards';
import { ConsultationLauncher } from '../../shared/intake/ConsultationLauncher';
import { IntakeLeadForm } from '../../shared/intake/IntakeLeadForm';
import { PricingCards } from '../../shared/intake/PricingCards';
import { BlacklistTeaser } from './BlacklistTeaser';
import {
  ARTICLE_SECTIONS,
  ARTICLE_TITLE,
  CALL_TO_ACTION,
  HOME_FAQ,
  HOME_HERO,
  HOW_IT_WORKS,
  OFFER_EXPLANATION,
  SCAM_TYPES_INTRO,
  WHY_WORK_WITH_US,
} from './homeContent';
import { ImpersonatorWarning } from './ImpersonatorWarning';
import { InitialConsultation } from './InitialConsultation';
import { MoneyRetrievedCounter } from './MoneyRetrievedCounter';
import { SiteIsBackNotice } from './SiteIsBackNotice';
import { TrustBadges } from './TrustBadges';
import styles from './HomePage.module.scss';

export default function HomePage() {
  usePageMeta({
    title: 'Get your money back from a scam',
    description: 'Lost money to an online scam? ClearTrace Recovery traces stolen funds and helps you recover them. Free consultation, reply within 24-48 hours.',
  });
  return (
    <>
      <PageHero
        title={HOME_HERO.title}
        eyebrow="Fund recovery for scam victims"
        lead={
          <>
            {HOME_HERO.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className={styles.heroPoints}>
              {HOME_HERO.points.map((point) => (
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
      <TrustBadges />
      <PageSection id="platforms" title="Platforms we investigate" intro="The kinds of fraudulent platform our investigators trace most often.">
        <Island module="marketing/LogoCarousel" component={LogoCarousel} props={{}} hydrate="interaction" />
      </PageSection>
      <PageSection id="recovery-steps" title="How it works" intro="Six steps from your first message to your money back." tone="muted">
        <StepsGrid steps={HOW_IT_WORKS} />
      </PageSection>
      <MoneyRetrievedCounter />
      <PageSection id="why-work-with-us" title="Why work with us">
        <LinkCards cards={WHY_WORK_WITH_US} columns={3} />
      </PageSection>
      <PageSection tone="muted">
        <div className={styles.stack}>
          <GuaranteeBlock />
          <ImpersonatorWarning />
          <BlacklistTeaser />
        </div>
      </PageSection>
      <PageSection>
        <CtaBanner title={CALL_TO_ACTION.title} text={CALL_TO_ACTION.text}>
          <ConsultationLauncher />
        </CtaBanner>
      </PageSection>
      <PageSection id="our-offer" title={OFFER_EXPLANATION.title} intro={OFFER_EXPLANATION.intro} tone="muted">
        <div className={styles.offerText}>
          {OFFER_EXPLANATION.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <PricingCards />
      </PageSection>
      <PageSection>
        <InitialConsultation />
      </PageSection>
      <PageSection id="scam-types" title={SCAM_TYPES_INTRO.title} intro={SCAM_TYPES_INTRO.intro} tone="muted">
        <LinkCards cards={SCAM_TYPE_CARDS} />
      </PageSection>
      <PageSection id="cyber-fraud-guide" title={ARTICLE_TITLE}>
        <TocArticle sections={ARTICLE_SECTIONS} headingLevel={3} />
      </PageSection>
      <PageSection id="home-faq" title="Questions people ask us" tone="muted">
        <div className={styles.faq}>
          <FaqAccordion items={HOME_FAQ} />
        </div>
      </PageSection>
      <PageSection>
        <SiteIsBackNotice />
      </PageSection>
    </>
  );
}
