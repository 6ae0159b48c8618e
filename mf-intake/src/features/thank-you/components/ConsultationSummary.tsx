import { CONTACT_SUBJECT_WORDS, formatAmount } from '@frc/contracts/browser';
import { scamTypeLabel, type ConsultationRequest, type ContactFormSent } from '../../../shared/domain/consultationRequest';
import styles from './ConsultationSummary.module.scss';

interface SummaryRow {
  term: string;
  value: string | null;
}

export function consultationRows(request: ConsultationRequest): SummaryRow[] {
  return [
    { term: 'Name', value: `${request.firstName} ${request.lastName}` },
    { term: 'Email', value: request.email },
    { term: 'Phone', value: `${request.countryCode} ${request.phone}` },
    { term: 'Amount invested', value: formatAmount(request.investment, request.currency) },
    { term: 'Payment method', value: request.paymentMethod.replaceAll('_', ' ') },
    { term: 'Scam type', value: scamTypeLabel(request.scamType) },
    { term: 'Case details', value: request.caseDetails || null },
  ];
}

export function contactFormRows(sent: ContactFormSent): SummaryRow[] {
  return [
    { term: 'Subject', value: CONTACT_SUBJECT_WORDS[sent.subject] },
    { term: 'Name', value: `${sent.firstName} ${sent.lastName}` },
    { term: 'Email', value: sent.email || null },
    { term: 'Phone', value: sent.phone || null },
    { term: 'Scam type', value: scamTypeLabel(sent.scamType) },
    { term: 'Amount lost', value: formatAmount(sent.amount, sent.currency) || null },
    { term: 'What happened', value: sent.description || null },
  ];
}

/** What the person sent us, as they typed it (the wizard's answers, or the contact form's: `consultationRows`, `contactFormRows`). */
export function ConsultationSummary({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className={styles.summary}>
      {rows
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
