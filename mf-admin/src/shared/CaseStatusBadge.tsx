import { Briefcase, CircleCheck, CircleMinus, CircleX, FileSearch, FileText, Handshake, Hourglass, MessagesSquare, type LucideIcon } from 'lucide-react';
import { caseStatusLabel, type CaseStatus } from '@frc/contracts/browser';
import styles from './CaseStatusBadge.module.scss';

type Tone = 'positive' | 'waiting' | 'muted' | 'working';

// Every status has its own icon as well as its words, so no one depends on the colour.
const APPEARANCE: Record<CaseStatus, { tone: Tone; Icon: LucideIcon }> = {
  new: { tone: 'waiting', Icon: Hourglass },
  consultation: { tone: 'working', Icon: MessagesSquare },
  engaged: { tone: 'working', Icon: Handshake },
  investigating: { tone: 'working', Icon: FileSearch },
  report_delivered: { tone: 'working', Icon: FileText },
  recovery_in_progress: { tone: 'working', Icon: Briefcase },
  closed_recovered: { tone: 'positive', Icon: CircleCheck },
  closed_not_recovered: { tone: 'muted', Icon: CircleX },
  closed_withdrawn: { tone: 'muted', Icon: CircleMinus },
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { tone, Icon } = APPEARANCE[status];
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      {caseStatusLabel(status)}
    </span>
  );
}
