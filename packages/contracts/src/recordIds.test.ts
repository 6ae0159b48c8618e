import { calendarDay, recordId, recordIdText } from './fields';
import { MAX_RECORD_ID, parseRecordId } from './recordIds';
import { parseCaseReference, parseInboxReference } from './backOfficeCodes';

describe('record ids', () => {
  it('are canonical decimal from 1 to the largest integer a record can have', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const text of ['2147483648', '0', '-1', '01', '0x1', '1.0', '1e0', ' 1', '', '99999999999']) expect({ text, id: parseRecordId(text) }).toEqual({ text, id: null });
  });

  it('are checked the same way in references, queries and bodies', () => {
    expect(parseCaseReference('C-12')).toBe(12);
    expect(parseCaseReference('C-2147483648')).toBeNull();
    expect(parseInboxReference('report-3')).toEqual({ kind: 'report', id: 3 });
    expect(parseInboxReference('request-2147483648')).toBeNull();
    expect(recordIdText.safeParse('7').data).toBe(7);
    expect(recordIdText.safeParse('1e0').success).toBe(false);
    expect(recordId.safeParse(2_147_483_648).success).toBe(false);
    expect(recordId.safeParse(1.5).success).toBe(false);
  });
});

describe('calendar days', () => {
  it('are days that exist', () => {
    for (const day of ['2026-11-24', '2024-02-29', '0001-01-01']) expect(calendarDay.safeParse(day).success).toBe(true);
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '0000-01-01', '2026-1-1', '2026-00-10']) expect({ day, ok: calendarDay.safeParse(day).success }).toEqual({ day, ok: false });
  });
});
