import type { HomeContent } from './homeContent';
import styles from './MoneyRetrievedCounter.module.scss';

/** The total returned to clients so far, with the date of the figure. */
export function MoneyRetrievedCounter({ figure }: { figure: HomeContent['moneyRetrieved'] }) {
  return (
    <section className={styles.counter} aria-labelledby="money-retrieved-heading">
      <h2 id="money-retrieved-heading" className={styles.heading}>
        Money retrieved
      </h2>
      <p className={styles.amount}>{figure.amount}</p>
      <p className={styles.text}>{figure.text}</p>
      <p className={styles.updated}>Last update: {figure.lastUpdate}</p>
    </section>
  );
}
