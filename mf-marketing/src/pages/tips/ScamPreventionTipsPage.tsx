import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { PageTemplate } from '../../app/PageTemplate';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid, type Step } from '../../shared/components/StepsGrid';
import { TableOfContents, type TocEntry } from '../../shared/components/TableOfContents';
import styles from './ScamPreventionTipsPage.module.scss';

interface Tip {
  title: string;
  text: string;
}

/** A group of tips: its id is the section's anchor. */
interface TipGroup {
  id: string;
  title: string;
  intro: string;
  tips: readonly Tip[];
}

/** The page's tips (its page item's data). */
interface TipsContent {
  generalTips: TipGroup;
  onlineSafetyTips: TipGroup;
  tipsByScamType: readonly TipGroup[];
  redFlags: readonly string[];
  afterAScamSteps: readonly Step[];
}

function contentsOf({ generalTips, onlineSafetyTips }: TipsContent): TocEntry[] {
  return [
    { id: generalTips.id, label: generalTips.title },
    { id: onlineSafetyTips.id, label: onlineSafetyTips.title },
    { id: 'tips-by-scam-type', label: 'Tips by scam type' },
    { id: 'red-flags', label: 'Red flags' },
    { id: 'after-a-scam', label: 'Five steps after being scammed' },
  ];
}

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

function ScamPreventionTips({ content }: { content: TipsContent }) {
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
          <Island module="marketing/TableOfContents" component={TableOfContents} props={{ entries: contentsOf(content), title: 'On this page' }} hydrate="visible" />
        </aside>
        <div className={styles.main}>
          {[content.generalTips, content.onlineSafetyTips].map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className={styles.section}>
              <h2 id={`${group.id}-heading`}>{group.title}</h2>
              <p className={styles.intro}>{group.intro}</p>
              <TipList group={group} />
            </section>
          ))}

          <section id="tips-by-scam-type" aria-labelledby="tips-by-scam-type-heading" className={styles.section}>
            <h2 id="tips-by-scam-type-heading">Tips by scam type</h2>
            <div className={styles.types}>
              {content.tipsByScamType.map((group) => (
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
              {content.redFlags.map((flag) => (
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
            <StepsGrid steps={content.afterAScamSteps} />
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

export default function ScamPreventionTipsPage() {
  return <PageTemplate<TipsContent> path="/blog/scam-prevention-tips">{(content) => <ScamPreventionTips content={content} />}</PageTemplate>;
}
