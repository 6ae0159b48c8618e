/**
 * What a field keeps of what is typed into it. A field that filters its input (the spec's "other input is
 * ignored": the contact form's and the wizard's amounts) applies its filter to the whole value, wherever the value
 * comes from: a keystroke, a paste, or what the visitor typed into the page's HTML before the form's script ran
 * (useSendWhenReady), which the browser hands over all at once.
 */

/** Whether a field accepts `value` as it stands (a partial value while typing included). */
export type AcceptsInput = (value: string) => boolean;

/** A form's filters by field name: what each field keeps of a value given it. Fields without one keep it all. */
export type FieldFilters<Values> = { readonly [Field in keyof Values]?: (value: string) => string };

/**
 * `value` as the field keeps it had it been typed one character at a time: each character that the field accepts
 * after what it kept so far (`ab12x` → `12` for a field of digits).
 */
export function keepAccepted(value: string, accepts: AcceptsInput): string {
  if (accepts(value)) return value;
  let kept = '';
  for (const character of value) if (accepts(kept + character)) kept += character;
  return kept;
}

/** A filter that keeps what `accepts` would have kept of each character typed. */
export const keepingAccepted =
  (accepts: AcceptsInput) =>
  (value: string): string =>
    keepAccepted(value, accepts);

/** `values` through their fields' filters (FieldFilters); a value that is not text is left as it is. */
export function filterFields<Values extends object>(values: Partial<Values>, filters: FieldFilters<Values>): Partial<Values> {
  const kept: Partial<Values> = { ...values };
  for (const field of Object.keys(values) as (keyof Values)[]) {
    const filter = filters[field];
    const value = values[field];
    if (filter && typeof value === 'string') kept[field] = filter(value) as Values[keyof Values];
  }
  return kept;
}
