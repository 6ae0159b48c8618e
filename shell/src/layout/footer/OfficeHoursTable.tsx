import type { FooterText } from '@frc/contracts/browser';
import styles from './Footer.module.scss';

export function OfficeHoursTable({ caption, rows }: { caption: string; rows: FooterText['officeHours'] }) {
  return (
    <table className={styles.hours}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
