// Record ids as paths, queries and bodies carry them. No zod: browser code imports this file.

/** The largest id a record can have: PostgreSQL's `integer`. */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id as it is written in a path or a query: canonical decimal, no sign, no leading zero (`0x1`, `1.0`, `1e0`, `01` are not ids). */
export const RECORD_ID_TEXT = /^[1-9]\d{0,9}$/;

/** The id `text` names, or null when it names none (not canonical decimal, or past the largest id). */
export function parseRecordId(text: string): number | null {
  if (!RECORD_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/** Whether `value` is an id some record could have. */
export function isRecordId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_RECORD_ID;
}
