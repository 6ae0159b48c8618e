import { ExternalLink } from 'lucide-react';
import { Notice } from '../../features/resource-layout/Notice';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { ContentLink } from '@frc/ui/ContentLink';
import { InlineText } from '../../shared/components/TextBlocks';
import { PageTemplate } from '../../app/PageTemplate';
import styles from './ReportAScamPage.module.scss';

/** An official service a victim can report to without paying anyone. `url`: its own site, linked as it is. */
interface OfficialRoute {
  where: string;
  name: string;
  text: string;
  url?: string;
  /** The link's text, naming the site it leads to. */
  linkLabel?: string;
}

/** The copy of /report-a-scam (its page item's `reportAScam`); texts may hold `[label](target)` links. */
interface ReportAScamContent {
  hero: { eyebrow: string; title: string; lead: string };
  authorities: { title: string; intro: string; routes: readonly OfficialRoute[] };
  bank: { title: string; items: readonly string[] };
  evidence: { title: string; intro: string; items: readonly string[] };
  recoveryScams: { title: string; text: string };
  help: { title: string; text: string };
}

function Route({ route }: { route: OfficialRoute }) {
  return (
    <li className={styles.route}>
      <p className={styles.where}>{route.where}</p>
      <h3>{route.name}</h3>
      <p>{route.text}</p>
      {route.url && (
        <ContentLink to={route.url} rel="noopener" className={styles.outbound}>
          {route.linkLabel}
          <ExternalLink aria-hidden="true" size={16} />
        </ContentLink>
      )}
    </li>
  );
}

/** /report-a-scam: the free official routes after a scam, what evidence to keep, and the warning about recovery scams. */
function ReportAScam({ content }: { content: ReportAScamContent }) {
  const { hero, authorities, bank, evidence, recoveryScams, help } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />

      <PageSection id="official-services" title={authorities.title} intro={authorities.intro}>
        <ul className={styles.routes}>
          {authorities.routes.map((route) => (
            <Route key={route.name} route={route} />
          ))}
        </ul>
      </PageSection>

      <PageSection id="bank" tone="muted" title={bank.title}>
        <ul className={styles.list}>
          {bank.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="evidence" title={evidence.title} intro={evidence.intro}>
        <ul className={styles.list}>
          {evidence.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection>
        <Notice title={recoveryScams.title}>
          <p>
            <InlineText text={recoveryScams.text} />
          </p>
        </Notice>
      </PageSection>

      <PageSection id="help" tone="muted" title={help.title}>
        <p className={styles.help}>
          <InlineText text={help.text} />
        </p>
      </PageSection>
    </>
  );
}

export default function ReportAScamPage() {
  return <PageTemplate<{ reportAScam: ReportAScamContent }> path="/report-a-scam">{({ reportAScam }) => <ReportAScam content={reportAScam} />}</PageTemplate>;
}
