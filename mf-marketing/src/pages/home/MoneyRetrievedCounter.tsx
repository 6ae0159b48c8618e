import { MONEY_RETRIEVED } from './homeContent';
import styles from './MoneyRetrievedCounter.module.scss';

/** The total returned to clients so far, with the date of the figure. */
export function MoneyRetrievedCounter() {
  return (
    <section className={styles.counter} aria-labelledby="money-retrieved-heading">
      <h2 id="money-retrieved-heading" className={styles.heading}>
        Money retrieved
      </h2>
      <p className={styles.amount}>{MONEY_RETRIEVED.amount}</p>
      <p className={styles.text}>{MONEY_RETRIEVED.text}</p>
      <p className={styles.updated}>Last update: {MONEY_RETRIEVED.lastUpdate}</p>
    </section>
  );
}
