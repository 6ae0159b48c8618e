import { SCAM_TYPES, type ClientCase } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import styles from './CaseRoom.module.scss';

function scamTypeLabel(code: string | null): string | null {
  return code ? (SCAM_TYPES.find((type) => type.code === code)?.label ?? code) : null;
}

/** The requests the team opened this case from, as the client sent them. */
export function CaseRequests({ requests }: { requests: ClientCase['requests'] }) {
  return (
    <ul className={styles.records}>
      {requests.map((request) => (
        <li key={request.ref}>
          <p className={styles.stepTitle}>
            <strong>Request {request.ref}</strong>, sent <time dateTime={request.createdAt}>{formatMoment(request.createdAt)}</time>
            {scamTypeLabel(request.scamType) && `: ${scamTypeLabel(request.scamType)}`}
          </p>
          {request.summary && <p className={styles.note}>{request.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
