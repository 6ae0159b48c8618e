import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { TableOfContents, type TocEntry } from '../../shared/components/TableOfContents';
import { AFTER_A_SCAM_STEPS, GENERAL_TIPS, ONLINE_SAFETY_TIPS, RED_FLAGS, TIPS_BY_SCAM_TYPE, type TipGroup } from './preventionTips';
import styles from './ScamPreventionTipsPage.module.scss';

const CONTENTS: readonly TocEntry[] = [
  { id: GENERAL_TIPS.id, label: GENERAL_TIPS.title },
  { id: ONLINE_SAFETY_TIPS.id, label: ONLINE_SAFETY_TIPS.title },
  { id: 'tips-by-scam-type', label: 'Tips by scam type' },
  { id: 'red-flags', label: 'Red flags' },
  { id: 'after-a-scam', label: 'Five steps after being scammed' },
];

function TipList({ group }: { group: TipGroup }) {
  return (
    <ul className={styles.tips}>
      {group.tips.map((tip) => (
        <li key={tip.title}>
          <strong>{tip.title}.</strong> {tip.text}
        </li>
      ))}
    </ul>
  );
}

export default function ScamPreventionTipsPage() {
  usePageMeta({
    title: 'Scam prevention tips',
    description: 'Practical tips against investment, forex, crypto, phishing and recovery scams, the red flags to watch for, and five steps to take if you were scammed.',
  });
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Scam prevention tips' }]}
        eyebrow="Blog"
        title="Scam prevention tips"
        lead={<p>Short, practical checklists from our investigators. Share them with the people you care about: most scams fail the moment someone stops to check.</p>}
      />
      <div className={styles.layout}>
        <aside className={styles.contents}>
          <Island module="marketing/TableOfContents" component={TableOfContents} props={{ entries: CONTENTS, title: 'On this page' }} hydrate="visible" />
        </aside>
        <div className={styles.main}>
          {[GENERAL_TIPS, ONLINE_SAFETY_TIPS].map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className={styles.section}>
              <h2 id={`${group.id}-heading`}>{group.title}</h2>
              <p className={styles.intro}>{group.intro}</p>
              <TipList group={group} />
            </section>
          ))}

          <section id="tips-by-scam-type" aria-labelledby="tips-by-scam-type-heading" className={styles.section}>
            <h2 id="tips-by-scam-type-heading">Tips by scam type</h2>
            <div className={styles.types}>
              {TIPS_BY_SCAM_TYPE.map((group) => (
                <section key={group.id} aria-labelledby={`${group.id}-heading`} className={styles.type}>
                  <h3 id={`${group.id}-heading`}>{group.title}</h3>
                  <p className={styles.intro}>{group.intro}</p>
                  <TipList group={group} />
                </section>
              ))}
            </div>
          </section>

          <section id="red-flags" aria-labelledby="red-flags-heading" className={`${styles.section} ${styles.redFlags}`}>
            <h2 id="red-flags-heading">Red flags</h2>
            <p className={styles.intro}>One of these is reason enough to stop and check. Two or more, and you are almost certainly looking at a scam.</p>
            <ul>
              {RED_FLAGS.map((flag) => (
                <li key={flag}>
                  <TriangleAlert aria-hidden="true" size={18} />
                  {flag}
                </li>
              ))}
            </ul>
          </section>

          <section id="after-a-scam" aria-labelledby="after-a-scam-heading" className={styles.section}>
            <h2 id="after-a-scam-heading">Five steps after being scammed</h2>
            <p className={styles.intro}>It happens to careful, intelligent people every day. What matters now is acting quickly.</p>
            <StepsGrid steps={AFTER_A_SCAM_STEPS} />
          </section>
        </div>
      </div>
      <PageSection tone="muted">
        <div className={styles.closing}>
          <CtaBanner title="Stay one step ahead" text="Get new scam patterns and warnings by e-mail, about twice a month.">
            <Link to="/newsletter-signup" className="button">
              Sign up for scam alerts
            </Link>
          </CtaBanner>
          <CtaBanner title="Already lost money?" text="Tell us what happened. We review every case for free and tell you honestly what we think.">
            <Link to="/contact-us" className={`button ${styles.contact}`}>
              Contact us
            </Link>
          </CtaBanner>
        </div>
      </PageSection>
    </>
  );
}
