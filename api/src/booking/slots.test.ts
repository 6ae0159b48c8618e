import { BOOKING_DEFAULTS, type AvailabilityRules } from '@frc/contracts';
import { blockedTimeOf, consultantSlots, pooledSlots, type BookedTime } from './slots';

const EVERY_DAY = { '1': [{ from: '09:00', until: '10:00' }], '2': [{ from: '09:00', until: '10:00' }], '3': [{ from: '09:00', until: '10:00' }], '4': [{ from: '09:00', until: '10:00' }], '5': [{ from: '09:00', until: '10:00' }], '6': [{ from: '09:00', until: '10:00' }], '7': [{ from: '09:00', until: '10:00' }] };

function rules(changes: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: 'Europe/London',
    weeklyHours: EVERY_DAY,
    exceptions: [],
    lengthMinutes: BOOKING_DEFAULTS.lengthMinutes,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 0,
    horizonDays: 4,
    dailyCap: null,
    bookable: true,
    ...changes,
  };
}

const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const booked = (rule: AvailabilityRules, startsAt: string): BookedTime => {
  const start = new Date(startsAt);
  return { startsAt: start, ...blockedTimeOf(rule, { startsAt: start, endsAt: new Date(start.getTime() + rule.lengthMinutes * 60_000) }) };
};

describe('slots across daylight-saving changes', () => {
  it('gives each start of a span the change falls inside at its own wall-clock time (New York, first Sunday of November)', () => {
    const overnight = rules({ timeZone: 'America/New_York', lengthMinutes: 60, horizonDays: 1, weeklyHours: { '7': [{ from: '00:00', until: '04:00' }] } });
    // 01:00 comes twice; the span is five hours long in UTC, and 02:00 and 03:00 are on standard time.
    expect(starts(consultantSlots(overnight, [], new Date('2026-10-31T20:00:00Z')))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('keeps a London consultant at 09:00 local when the clocks go forward in March (09:00Z, then 08:00Z)', () => {
    const slots = consultantSlots(rules(), [], new Date('2026-03-27T12:00:00Z'));
    expect(starts(slots)).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T08:30:00.000Z',
      '2026-03-31T08:00:00.000Z',
      '2026-03-31T08:30:00.000Z',
    ]);
    expect(slots.every((slot) => slot.endsAt.getTime() - slot.startsAt.getTime() === 30 * 60_000)).toBe(true);
  });

  it('moves a London consultant back to 09:00Z when the clocks go back in October', () => {
    const slots = consultantSlots(rules({ horizonDays: 2 }), [], new Date('2026-10-24T06:00:00Z'));
    expect(starts(slots)).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-24T08:30:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-25T09:30:00.000Z']);
  });

  it('follows New York across its March change (14:00Z, then 13:00Z)', () => {
    const slots = consultantSlots(rules({ timeZone: 'America/New_York', horizonDays: 2 }), [], new Date('2026-03-07T05:00:00Z'));
    expect(starts(slots)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-07T14:30:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-08T13:30:00.000Z']);
  });

  it('follows New York across its autumn change, a week after London changed (October 31st, then November 1st)', () => {
    const slots = consultantSlots(rules({ timeZone: 'America/New_York', horizonDays: 2 }), [], new Date('2026-10-31T04:00:00Z'));
    expect(starts(slots)).toEqual(['2026-10-31T13:00:00.000Z', '2026-10-31T13:30:00.000Z', '2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z']);
  });

  it('counts a day as the consultant sees it: a New York consultant late in the evening is still on that day', () => {
    const rule = rules({ timeZone: 'America/New_York', weeklyHours: { '5': [{ from: '22:00', until: '23:00' }] }, horizonDays: 7, dailyCap: 1 });
    const now = new Date('2026-11-16T12:00:00Z');
    // Friday the 20th at 22:00 in New York is Saturday 03:00Z: the cap still counts it on Friday.
    expect(starts(consultantSlots(rule, [], now))).toEqual(['2026-11-21T03:00:00.000Z', '2026-11-21T03:30:00.000Z']);
    expect(consultantSlots(rule, [booked(rule, '2026-11-21T03:00:00Z')], now)).toEqual([]);
  });
});

describe('slot rules', () => {
  const now = new Date('2026-11-30T00:00:00Z'); // a Monday; London is on GMT

  it('blocks the slots whose buffers would touch a booking, and no more', () => {
    const rule = rules({ weeklyHours: { '1': [{ from: '09:00', until: '11:00' }] }, bufferBeforeMinutes: 15, bufferAfterMinutes: 15, horizonDays: 1 });
    expect(starts(consultantSlots(rule, [], now))).toEqual(['2026-11-30T09:00:00.000Z', '2026-11-30T09:30:00.000Z', '2026-11-30T10:00:00.000Z', '2026-11-30T10:30:00.000Z']);
    // Booked 09:00-09:30 holds 08:45-09:45; 09:30 with its own buffer would start holding at 09:15.
    expect(starts(consultantSlots(rule, [booked(rule, '2026-11-30T09:00:00Z')], now))).toEqual(['2026-11-30T10:00:00.000Z', '2026-11-30T10:30:00.000Z']);
  });

  it('offers nothing sooner than the minimum notice (4 hours by default)', () => {
    const rule = rules({ weeklyHours: { '1': [{ from: '09:00', until: '17:00' }] }, minNoticeMinutes: BOOKING_DEFAULTS.minNoticeMinutes, horizonDays: 1 });
    const slots = consultantSlots(rule, [], new Date('2026-11-30T08:10:00Z'));
    expect(starts(slots)[0]).toBe('2026-11-30T12:30:00.000Z');
    expect(starts(slots)).not.toContain('2026-11-30T12:00:00.000Z');
  });

  it('offers nothing beyond the horizon', () => {
    const slots = consultantSlots(rules({ horizonDays: BOOKING_DEFAULTS.horizonDays }), [], new Date('2026-11-30T09:10:00Z'));
    expect(starts(slots).at(-1)).toBe('2026-12-21T09:00:00.000Z');
    expect(slots.every((slot) => slot.startsAt.getTime() <= now.getTime() + 22 * 24 * 3_600_000)).toBe(true);
  });

  it('closes a day once it holds the daily cap, and leaves the next day open', () => {
    const rule = rules({ dailyCap: 1, horizonDays: 2 });
    expect(starts(consultantSlots(rule, [booked(rule, '2026-11-30T09:00:00Z')], now))).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z']);
  });

  it('takes a holiday and a blocked half hour away, and adds extra hours on a day without weekly hours', () => {
    const rule = rules({
      weeklyHours: { '1': [{ from: '09:00', until: '10:00' }], '2': [{ from: '09:00', until: '10:00' }] },
      horizonDays: 7,
      exceptions: [
        { day: '2026-11-30', kind: 'blocked', hours: { from: '09:30', until: '10:00' } },
        { day: '2026-12-01', kind: 'blocked', hours: null },
        { day: '2026-12-05', kind: 'extra', hours: { from: '14:00', until: '15:00' } },
      ],
    });
    expect(starts(consultantSlots(rule, [], now))).toEqual(['2026-11-30T09:00:00.000Z', '2026-12-05T14:00:00.000Z', '2026-12-05T14:30:00.000Z']);
  });

  it('offers nothing for a consultant left out of booking, and no slot that does not fit in the hours', () => {
    expect(consultantSlots(rules({ bookable: false }), [], now)).toEqual([]);
    const rule = rules({ weeklyHours: { '1': [{ from: '09:00', until: '09:50' }] }, horizonDays: 1 });
    expect(starts(consultantSlots(rule, [], now))).toEqual(['2026-11-30T09:00:00.000Z']);
  });
});

describe('pooled slots', () => {
  const now = new Date('2026-11-30T00:00:00Z');

  it('offers a time while any consultant is free, least booked of that day first', () => {
    const rule = rules({ horizonDays: 2 });
    const pooled = pooledSlots(
      [
        { staffId: 1, rules: rule, bookings: [booked(rule, '2026-11-30T09:00:00Z')] },
        { staffId: 2, rules: rule, bookings: [] },
        { staffId: 3, rules: rules({ bookable: false }), bookings: [] },
      ],
      now,
    );
    expect(pooled.map((slot) => [slot.startsAt.toISOString(), slot.consultantIds])).toEqual([
      ['2026-11-30T09:00:00.000Z', [2]],
      ['2026-11-30T09:30:00.000Z', [2, 1]],
      ['2026-12-01T09:00:00.000Z', [1, 2]],
      ['2026-12-01T09:30:00.000Z', [1, 2]],
    ]);
  });
});
