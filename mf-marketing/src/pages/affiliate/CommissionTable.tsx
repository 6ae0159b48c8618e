import { COMMISSION_TIERS, PAYMENT_TERMS } from './affiliateContent';
import styles from './CommissionTable.module.scss';

export function CommissionTable() {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">Commission rate by tier</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Rate</th>
            <th scope="col">When it applies</th>
          </tr>
        </thead>
        <tbody>
          {COMMISSION_TIERS.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.tier}</th>
              <td className={styles.rate}>{tier.rate}</td>
              <td>{tier.condition}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.terms}>
        {PAYMENT_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}
