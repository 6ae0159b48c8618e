import { OFFICE_HOURS } from '@frc/ui/company';
import styles from './Footer.module.scss';

export function OfficeHoursTable() {
  return (
    <table className={styles.hours}>
      <caption>Office hours (GMT)</caption>
      <tbody>
        {OFFICE_HOURS.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
