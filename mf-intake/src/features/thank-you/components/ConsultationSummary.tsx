import { scamTypeLabel, type ConsultationRequest } from '../../../shared/domain/consultationRequest';
import styles from './ConsultationSummary.module.scss';

interface SummaryRow {
  term: string;
  value: string | null;
}

function summaryRows(request: ConsultationRequest): SummaryRow[] {
  return [
    { term: 'Name', value: `${request.firstName} ${request.lastName}` },
    { term: 'Email', value: request.email },
    { term: 'Phone', value: `${request.countryCode} ${request.phone}` },
    { term: 'Amount invested', value: request.investment },
    { term: 'Payment method', value: request.paymentMethod.replaceAll('_', ' ') },
    { term: 'Scam type', value: scamTypeLabel(request.scamType) },
    { term: 'Case details', value: request.caseDetails || null },
  ];
}

/** What the person sent us, as they typed it. */
export function ConsultationSummary({ request }: { request: ConsultationRequest }) {
  return (
    <dl className={styles.summary}>
      {summaryRows(request)
        .filter((row): row is { term: string; value: string } => row.value !== null)
        .map((row) => (
          <div key={row.term} className={styles.row}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
