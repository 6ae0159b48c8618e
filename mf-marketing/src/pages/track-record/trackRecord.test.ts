import { seededItem } from '../../testing/publishedContent';
import type { TrackRecordContent } from './trackRecord';

// The figures as first published (the seed): edited later as content, they are the firm's to keep consistent.
const RECOVERY_YEARS = (seededItem('page', '/track-record').data as unknown as TrackRecordContent).recoveryYears;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the seeded yearly recovery figures', () => {
  it('cover 2021 to 2023', () => {
    expect(RECOVERY_YEARS.map((year) => year.year)).toEqual([2021, 2022, 2023]);
  });

  it('stay within the headline totals: $42M+ and $38,144,712 recovered, 3,500+ clients', () => {
    const rows = RECOVERY_YEARS.flatMap((year) => year.rows);
    expect(sum(rows.map((row) => row.amountRecovered))).toBeLessThan(38_144_712);
    expect(sum(rows.map((row) => row.casesAccepted))).toBeLessThan(3_500);
  });

  it('give each year a success rate close to the 78% overall rate', () => {
    for (const { rows } of RECOVERY_YEARS) {
      const rate = sum(rows.map((row) => row.casesRecovered)) / sum(rows.map((row) => row.casesAccepted));
      expect(rate).toBeGreaterThan(0.75);
      expect(rate).toBeLessThan(0.81);
    }
  });

  it('never count more recovered cases than accepted ones', () => {
    for (const row of RECOVERY_YEARS.flatMap((year) => year.rows)) expect(row.casesRecovered).toBeLessThanOrEqual(row.casesAccepted);
  });
});
