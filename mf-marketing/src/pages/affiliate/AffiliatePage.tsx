import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { AffiliateApplicationForm } from '../../features/affiliate/components/AffiliateApplicationForm';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { AFFILIATE_BENEFITS, AFFILIATE_FAQ, AFFILIATE_LEAD, AFFILIATE_STEPS, WHO_CAN_JOIN } from './affiliateContent';
import { CommissionTable } from './CommissionTable';
import styles from './AffiliatePage.module.scss';

export default function AffiliatePage() {
  usePageMeta({
    title: 'Affiliate program',
    description: 'Refer scam victims to honest, professional help and earn up to 20% commission with the ClearTrace Recovery affiliate program.',
  });
  return (
    <>
      <PageHero
        title="Affiliate program"
        eyebrow="Partner with us"
        lead={
          <>
            <p>{AFFILIATE_LEAD}</p>
            <p>
              <a href="#apply" className={`button ${styles.apply}`}>
                Apply now
              </a>
            </p>
          </>
        }
      />
      <PageSection id="benefits" title="Why partner with us">
        <LinkCards cards={AFFILIATE_BENEFITS} />
      </PageSection>
      <PageSection id="how-it-works" title="How it works" intro="Four steps from application to your first payout." tone="muted">
        <StepsGrid steps={AFFILIATE_STEPS} />
      </PageSection>
      <PageSection id="commission" title="Commission structure">
        <CommissionTable />
      </PageSection>
      <PageSection id="who-can-join" title="Who can join" tone="muted">
        <ul className={styles.audiences}>
          {WHO_CAN_JOIN.map((audience) => (
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
          <FaqAccordion items={AFFILIATE_FAQ} />
        </div>
      </PageSection>
    </>
  );
}
