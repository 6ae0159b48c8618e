import { dueLabel, formatDay, utcToday } from './dueLabel';

describe('dueLabel', () => {
  const today = '2026-11-27';
  it('says overdue for an open task of a past day, today for today, and the day otherwise, with the time in UTC', () => {
    expect(dueLabel({ dueOn: '2026-11-25', dueTime: null, done: false }, today)).toBe('Overdue: due 25 Nov 2026');
    expect(dueLabel({ dueOn: '2026-11-25', dueTime: null, done: true }, today)).toBe('Due 25 Nov 2026');
    expect(dueLabel({ dueOn: today, dueTime: '14:30', done: false }, today)).toBe('Due today at 14:30 UTC');
    expect(dueLabel({ dueOn: '2026-12-03', dueTime: null, done: false }, today)).toBe('Due 3 Dec 2026');
  });

  it('reads days as UTC wherever the browser is', () => {
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(utcToday(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
  });
});
