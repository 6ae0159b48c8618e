import { ExternalLink } from 'lucide-react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Notice } from '../../features/resource-layout/Notice';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { InlineText } from '../../shared/components/TextBlocks';
import { REPORT_A_SCAM, type OfficialRoute } from './reportAScamContent';
import styles from './ReportAScamPage.module.scss';

function Route({ route }: { route: OfficialRoute }) {
  return (
    <li className={styles.route}>
      <p className={styles.where}>{route.where}</p>
      <h3>{route.name}</h3>
      <p>{route.text}</p>
      {route.url && (
        <a href={route.url} rel="noopener" className={styles.outbound}>
          {route.linkLabel}
          <ExternalLink aria-hidden="true" size={16} />
        </a>
      )}
    </li>
  );
}

/** /report-a-scam: the free official routes after a scam, what evidence to keep, and the warning about recovery scams. */
export default function ReportAScamPage() {
  usePageMeta(REPORT_A_SCAM.meta);
  const { hero, authorities, bank, evidence, recoveryScams, help } = REPORT_A_SCAM;
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
