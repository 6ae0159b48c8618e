import styles from './CommissionTable.module.scss';

export interface CommissionTier {
  tier: string;
  rate: string;
  condition: string;
}

export function CommissionTable({ tiers, paymentTerms }: { tiers: readonly CommissionTier[]; paymentTerms: readonly string[] }) {
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
          {tiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.tier}</th>
              <td className={styles.rate}>{tier.rate}</td>
              <td>{tier.condition}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.terms}>
        {paymentTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}
