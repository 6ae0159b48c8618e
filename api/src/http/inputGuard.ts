import { hasUnstorableCharacter, UNSTORABLE_CHARACTER, type FieldError } from '@frc/contracts';
import type { FastifyInstance } from 'fastify';
import { InputRefused } from './errorAnswers';

/**
 * How deep a JSON body may nest. The deepest real one (a page's sections, their blocks, a list's points, inside a
 * save's envelope) is about 15; thousands would make every recursive walk after the parser a risk.
 */
export const JSON_MAX_DEPTH = 32;
export const NESTED_TOO_DEEPLY = `The request is nested too deeply: at most ${JSON_MAX_DEPTH} levels of objects and lists.`;
const UNSTORABLE_NAME = 'A name in it holds a control character, NUL, U+FFFE, U+FFFF or half of a surrogate pair';

/** Whether JSON text opens more than `limit` objects and arrays inside each other, read without parsing it. */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

const hasControlCharacter = (name: string) => [...name].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/** Every text in `value` (a parsed body or query) that no route may take, and every such name of an object's member. */
function unstorableTexts(value: unknown, path: readonly string[], found: FieldError[]): FieldError[] {
  const field = path.join('.') || 'body';
  if (typeof value === 'string') {
    if (hasUnstorableCharacter(value)) found.push({ field, message: UNSTORABLE_CHARACTER });
  } else if (Array.isArray(value)) {
    value.forEach((each, index) => unstorableTexts(each, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [name, each] of Object.entries(value)) {
      // The name itself is not repeated in the answer: it is what cannot be shown.
      if (hasUnstorableCharacter(name) || hasControlCharacter(name)) found.push({ field, message: UNSTORABLE_NAME });
      else unstorableTexts(each, [...path, name], found);
    }
  }
  return found;
}

/**
 * One gate for what enters every route: a JSON body nested deeper than JSON_MAX_DEPTH is refused before it is parsed,
 * and a body or query holding NUL, half of a surrogate pair or U+FFFE/U+FFFF (or a member's name holding those or a
 * control character) is refused before any route's schema or handler sees it: 422 naming the fields, as the API's
 * other validation errors answer. Each route's schema still decides what else its text may hold.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, JSON_MAX_DEPTH)) return done(new InputRefused([{ field: 'body', message: NESTED_TOO_DEEPLY }]), undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const found = unstorableTexts(request.query, [], []);
    unstorableTexts(request.body, [], found);
    if (found.length > 0) throw new InputRefused(found);
  });
}
