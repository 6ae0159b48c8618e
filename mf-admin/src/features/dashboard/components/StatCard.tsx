import styles from './StatCard.module.scss';

export function StatCard({ title, value }: { title: string; value: number }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.value}>{value.toLocaleString('en-US')}</p>
    </article>
  );
}
