import { CircleCheck, CircleMinus, Clock, FileSearch, Hourglass, type LucideIcon } from 'lucide-react';
import type { CaseStatus, UserStatus } from '../dashboardTypes';
import styles from './StatusBadge.module.scss';

type Status = UserStatus | CaseStatus;
type Tone = 'positive' | 'waiting' | 'muted' | 'working';

// Every status has its own icon as well as its word, so no one depends on the colour.
const APPEARANCE: Record<Status, { tone: Tone; Icon: LucideIcon }> = {
  Active: { tone: 'positive', Icon: CircleCheck },
  Pending: { tone: 'waiting', Icon: Clock },
  Inactive: { tone: 'muted', Icon: CircleMinus },
  'In Progress': { tone: 'working', Icon: Hourglass },
  'Under Review': { tone: 'waiting', Icon: FileSearch },
  Completed: { tone: 'positive', Icon: CircleCheck },
};

export function StatusBadge({ status }: { status: Status }) {
  const { tone, Icon } = APPEARANCE[status];
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      {status}
    </span>
  );
}
