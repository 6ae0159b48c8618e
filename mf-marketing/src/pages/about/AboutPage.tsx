import { PageTemplate } from '../../app/PageTemplate';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { LinkCards, type LinkCard } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { ConsultationLauncher } from '../../shared/intake/ConsultationLauncher';
import { IntakeLeadForm } from '../../shared/intake/IntakeLeadForm';
import { CeoProfile, type CeoContent } from './CeoProfile';
import { ScamTypeTiles } from './ScamTypeTiles';
import { ServicesOverview } from './ServicesOverview';
import { TeamSection, type DepartmentContent } from './TeamSection';
import styles from './AboutPage.module.scss';

interface Statement {
  title: string;
  text: string;
}

/** The about page's own words (its page item's data); the team, services and scam types are their own items. */
interface AboutContent {
  aboutIntro: { lead: readonly string[] };
  mission: Statement;
  vision: Statement;
  differentiators: readonly LinkCard[];
  ceo: CeoContent;
  teamDepartments: readonly DepartmentContent[];
}

function About({ content }: { content: AboutContent }) {
  const { aboutIntro, mission, vision, differentiators } = content;
  return (
    <>
      <PageHero
        title="About ClearTrace Recovery"
        eyebrow="Who we are"
        lead={aboutIntro.lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      />
      <PageSection id="mission-and-vision" title="Why we exist">
        <div className={styles.purpose}>
          {[mission, vision].map((statement) => (
            <div key={statement.title} className={styles.statement}>
              <h3 className={styles.statementTitle}>{statement.title}</h3>
              <p>{statement.text}</p>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="what-makes-us-different" title="What makes us different" intro="Eight commitments we keep on every case." tone="muted">
        <LinkCards cards={differentiators} />
      </PageSection>
      <PageSection>
        <CeoProfile ceo={content.ceo} />
      </PageSection>
      <TeamSection departments={content.teamDepartments} />
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

export default function AboutPage() {
  return <PageTemplate<AboutContent> path="/about-us">{(content) => <About content={content} />}</PageTemplate>;
}
