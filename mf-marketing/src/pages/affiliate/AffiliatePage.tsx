import { Island } from '@frc/federation';
import { PageTemplate } from '../../app/PageTemplate';
import { AffiliateApplicationForm } from '../../features/affiliate/components/AffiliateApplicationForm';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { LinkCards, type LinkCard } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid, type Step } from '../../shared/components/StepsGrid';
import type { FaqItem } from '../../shared/content/faq';
import { CommissionTable, type CommissionTier } from './CommissionTable';
import styles from './AffiliatePage.module.scss';

/** The affiliate page's own words (its page item's data). */
interface AffiliateContent {
  affiliateLead: string;
  affiliateBenefits: readonly LinkCard[];
  affiliateSteps: readonly Step[];
  commissionTiers: readonly CommissionTier[];
  paymentTerms: readonly string[];
  whoCanJoin: readonly { title: string; text: string }[];
  affiliateFaq: readonly FaqItem[];
}

function Affiliate({ content }: { content: AffiliateContent }) {
  return (
    <>
      <PageHero
        title="Affiliate program"
        eyebrow="Partner with us"
        lead={
          <>
            <p>{content.affiliateLead}</p>
            <p>
              <a href="#apply" className={`button ${styles.apply}`}>
                Apply now
              </a>
            </p>
          </>
        }
      />
      <PageSection id="benefits" title="Why partner with us">
        <LinkCards cards={content.affiliateBenefits} />
      </PageSection>
      <PageSection id="how-it-works" title="How it works" intro="Four steps from application to your first payout." tone="muted">
        <StepsGrid steps={content.affiliateSteps} />
      </PageSection>
      <PageSection id="commission" title="Commission structure">
        <CommissionTable tiers={content.commissionTiers} paymentTerms={content.paymentTerms} />
      </PageSection>
      <PageSection id="who-can-join" title="Who can join" tone="muted">
        <ul className={styles.audiences}>
          {content.whoCanJoin.map((audience) => (
            <li key={audience.title}>
              <h3 className={styles.audienceTitle}>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="apply" title="Apply to become an affiliate" intro="We review every application within 48 hours and reply by e-mail.">
        <div className={styles.formColumn}>
          <Island module="marketing/AffiliateApplicationForm" label="the application form" component={AffiliateApplicationForm} props={{}} hydrate="interaction" />
        </div>
      </PageSection>
      <PageSection id="affiliate-faq" title="Affiliate FAQ" tone="muted">
        <div className={styles.faq}>
          <FaqAccordion items={content.affiliateFaq} />
        </div>
      </PageSection>
    </>
  );
}

export default function AffiliatePage() {
  return <PageTemplate<AffiliateContent> path="/affiliate">{(content) => <Affiliate content={content} />}</PageTemplate>;
}
