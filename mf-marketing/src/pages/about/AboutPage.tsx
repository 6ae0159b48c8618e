import { usePageMeta } from '@frc/ui/usePageMeta';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { ConsultationLauncher } from '../../shared/intake/ConsultationLauncher';
import { IntakeLeadForm } from '../../shared/intake/IntakeLeadForm';
import { ABOUT_INTRO, DIFFERENTIATORS, MISSION, VISION } from './aboutContent';
import { CeoProfile } from './CeoProfile';
import { ScamTypeTiles } from './ScamTypeTiles';
import { ServicesOverview } from './ServicesOverview';
import { TeamSection } from './TeamSection';
import styles from './AboutPage.module.scss';

export default function AboutPage() {
  usePageMeta({
    title: 'About us',
    description: 'Who we are: the investigators, analysts and case managers of ClearTrace Recovery, our mission, our values and the team that works on your case.',
  });
  return (
    <>
      <PageHero
        title="About ClearTrace Recovery"
        eyebrow="Who we are"
        lead={ABOUT_INTRO.lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      />
      <PageSection id="mission-and-vision" title="Why we exist">
        <div className={styles.purpose}>
          {[MISSION, VISION].map((statement) => (
            <div key={statement.title} className={styles.statement}>
              <h3 className={styles.statementTitle}>{statement.title}</h3>
              <p>{statement.text}</p>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="what-makes-us-different" title="What makes us different" intro="Eight commitments we keep on every case." tone="muted">
        <LinkCards cards={DIFFERENTIATORS} />
      </PageSection>
      <PageSection>
        <CeoProfile />
      </PageSection>
      <TeamSection />
      <ServicesOverview />
      <ScamTypeTiles />
      <PageSection tone="muted">
        <div className={styles.contact}>
          <IntakeLeadForm />
        </div>
      </PageSection>
      <PageSection>
        <CtaBanner title="Prefer a few guided questions?" text="Choose the kind of scam and answer four short questions. We reply within 24-48 hours.">
          <ConsultationLauncher />
        </CtaBanner>
      </PageSection>
    </>
  );
}
