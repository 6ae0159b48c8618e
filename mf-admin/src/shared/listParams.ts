import {
  CASE_SORT_CODES,
  CASE_STATUS_CODES,
  INBOX_KIND_CODES,
  INBOX_SORT_CODES,
  INBOX_VIEWS,
  parseRecordId,
  SCAM_TYPE_CODES,
  SORT_ORDERS,
} from '@frc/contracts/browser';

type Rule = (value: string) => boolean;

const oneOf =
  (...lists: readonly (readonly string[])[]): Rule =>
  (value) =>
    lists.some((list) => list.includes(value));
const calendarDay: Rule = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const manager: Rule = (value) => value === 'unassigned' || value === 'mine' || parseRecordId(value) !== null;
const words: Rule = (value) => value.length <= 200;

/** What each of a list's address parameters may hold, as the API takes them; a value outside names nothing it has. */
export const INBOX_PARAM_RULES: Record<string, Rule> = {
  q: words,
  kind: oneOf(INBOX_KIND_CODES),
  scamType: oneOf(SCAM_TYPE_CODES),
  confirmed: oneOf(['true', 'false']),
  status: oneOf(CASE_STATUS_CODES, ['untriaged']),
  manager,
  unread: oneOf(['true']),
  from: calendarDay,
  to: calendarDay,
  view: oneOf(INBOX_VIEWS),
  sort: oneOf(INBOX_SORT_CODES),
  order: oneOf(SORT_ORDERS),
};

export const CASE_PARAM_RULES: Record<string, Rule> = {
  q: words,
  status: oneOf(CASE_STATUS_CODES),
  manager,
  unread: oneOf(['true']),
  sort: oneOf(CASE_SORT_CODES),
  order: oneOf(SORT_ORDERS),
};

/**
 * The address's values of `keys` that the list has, and the others (`view=untriaged`, typed by hand or from an old
 * link) as `key=value`, left out so the list shows its default for them instead of the API's refusal.
 */
export function knownListParams<Key extends string>(search: URLSearchParams, keys: readonly Key[], rules: Record<string, Rule>) {
  const values: Partial<Record<Key, string>> = {};
  const unknown: string[] = [];
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    if (rules[key]?.(value) ?? true) values[key] = value;
    else unknown.push(`${key}=${value}`);
  }
  return { values, unknown };
}
