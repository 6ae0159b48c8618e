import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import type { StatCardData } from '../dashboardTypes';
import styles from './StatCard.module.scss';

export function StatCard({ title, value, change, direction }: StatCardData) {
  const Arrow = direction === 'up' ? ArrowUpRight : ArrowDownRight;
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.value}>{value}</p>
      <p className={styles.change}>
        <Arrow className={styles.arrow} aria-hidden="true" focusable="false" />
        <span>
          {direction} {change}
        </span>
        <span className={styles.period}>vs last month</span>
      </p>
    </article>
  );
}
