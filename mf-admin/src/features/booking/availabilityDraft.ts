import { availabilityProblems, WEEKDAY_NAMES, type AvailabilityRules } from '@frc/contracts/browser';

export type Weekday = keyof typeof WEEKDAY_NAMES;
export const WEEKDAYS = Object.keys(WEEKDAY_NAMES) as Weekday[];

export interface SpanDraft {
  from: string;
  until: string;
}

/** An exception as the form shows it: a day off has no hours; blocked and extra hours have. */
export interface ExceptionDraft {
  day: string;
  kind: 'off' | 'blocked' | 'extra';
  from: string;
  until: string;
}

/** The numbers as typed (text), so a half-typed value is kept and refused with a message rather than lost. */
export const NUMBER_FIELDS = {
  lengthMinutes: { label: 'Length of a consultation (minutes)', min: 10, max: 240 },
  bufferBeforeMinutes: { label: 'Free time before (minutes)', min: 0, max: 120 },
  bufferAfterMinutes: { label: 'Free time after (minutes)', min: 0, max: 120 },
  minNoticeMinutes: { label: 'Minimum notice (minutes)', min: 0, max: 14 * 24 * 60 },
  horizonDays: { label: 'Bookable up to (days ahead)', min: 1, max: 90 },
  dailyCap: { label: 'At most per day (empty: no limit)', min: 1, max: 48 },
} as const;
export type NumberField = keyof typeof NUMBER_FIELDS;

export interface AvailabilityDraft {
  timeZone: string;
  bookable: boolean;
  weeklyHours: Record<Weekday, SpanDraft[]>;
  exceptions: ExceptionDraft[];
  numbers: Record<NumberField, string>;
}

export function draftOf(rules: AvailabilityRules): AvailabilityDraft {
  return {
    timeZone: rules.timeZone,
    bookable: rules.bookable,
    weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, (rules.weeklyHours[day] ?? []).map((span) => ({ ...span }))])) as Record<Weekday, SpanDraft[]>,
    exceptions: rules.exceptions.map((exception) => ({
      day: exception.day,
      kind: exception.hours === null ? 'off' : exception.kind,
      from: exception.hours?.from ?? '',
      until: exception.hours?.until ?? '',
    })),
    numbers: Object.fromEntries((Object.keys(NUMBER_FIELDS) as NumberField[]).map((field) => [field, rules[field] === null ? '' : String(rules[field])])) as Record<NumberField, string>,
  };
}

/** Where a field's error shows and what its control's id is: the API's field names (`rules.weeklyHours.1.0.until`). */
export const fieldId = (field: string) => `availability-${field.replace(/\./g, '-')}`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules the draft stands for, or the problems that keep it from being sent, keyed by the API's field names:
 * the same words the API would answer (availabilityProblems), said before sending.
 */
export function rulesOf(draft: AvailabilityDraft): { rules: AvailabilityRules; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const numbers = {} as Record<NumberField, number | null>;
  for (const [field, { min, max }] of Object.entries(NUMBER_FIELDS) as [NumberField, { min: number; max: number }][]) {
    const text = draft.numbers[field].trim();
    if (field === 'dailyCap' && text === '') {
      numbers[field] = null;
      continue;
    }
    const value = Number(text);
    if (text === '' || !Number.isInteger(value) || value < min || value > max) problems[`rules.${field}`] = `Must be a whole number from ${min} to ${max}`;
    numbers[field] = value;
  }
  const weeklyHours: AvailabilityRules['weeklyHours'] = {};
  for (const day of WEEKDAYS) {
    draft.weeklyHours[day].forEach((span, index) => {
      if (!TIME.test(span.from)) problems[`rules.weeklyHours.${day}.${index}.from`] = 'Must be a time like 09:30';
      if (!TIME.test(span.until)) problems[`rules.weeklyHours.${day}.${index}.until`] = 'Must be a time like 17:00';
    });
    if (draft.weeklyHours[day].length > 0) weeklyHours[day] = draft.weeklyHours[day].map(({ from, until }) => ({ from, until }));
  }
  const exceptions = draft.exceptions.map((exception, index) => {
    if (!DAY.test(exception.day)) problems[`rules.exceptions.${index}.day`] = 'Choose a day';
    if (exception.kind !== 'off') {
      if (!TIME.test(exception.from)) problems[`rules.exceptions.${index}.hours.from`] = 'Must be a time like 09:30';
      if (!TIME.test(exception.until)) problems[`rules.exceptions.${index}.hours.until`] = 'Must be a time like 17:00';
    }
    return {
      day: exception.day,
      kind: exception.kind === 'extra' ? ('extra' as const) : ('blocked' as const),
      hours: exception.kind === 'off' ? null : { from: exception.from, until: exception.until },
    };
  });
  const rules: AvailabilityRules = {
    timeZone: draft.timeZone,
    bookable: draft.bookable,
    weeklyHours,
    exceptions,
    lengthMinutes: numbers.lengthMinutes!,
    bufferBeforeMinutes: numbers.bufferBeforeMinutes!,
    bufferAfterMinutes: numbers.bufferAfterMinutes!,
    minNoticeMinutes: numbers.minNoticeMinutes!,
    horizonDays: numbers.horizonDays!,
    dailyCap: numbers.dailyCap,
  };
  for (const problem of availabilityProblems(rules)) problems[`rules.${problem.path.join('.')}`] ??= problem.message;
  return { rules, problems };
}

/**
 * The control a problem's field points at: a span's or an exception's whole-row problem (an overlap) focuses its
 * first time, so the member lands where to change it.
 */
export function controlOf(field: string): string {
  if (/^rules\.weeklyHours\.\d\.\d+$/.test(field)) return `${field}.from`;
  if (/^rules\.exceptions\.\d+$/.test(field)) return `${field}.hours.from`;
  return field;
}
