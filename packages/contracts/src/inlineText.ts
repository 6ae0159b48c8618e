// The inline marks of a content text, one reader and one writer for the API, the editor and the templates. A text
// is plain but for: `**bold**`, `_italic_`, `[label](target)` links (where a link may lead: contentLinks.ts), and a
// backslash before `\ * _ [ ]` for that character itself. A marker without its pair is the character it is. The
// reader is one pass over the text (no backtracking), so no text can hold up a page's render.

/** A run of text and the marks it has. */
export interface InlineSpan {
  text: string;
  bold?: true;
  italic?: true;
}

/** A link and its label's spans. */
export interface InlineLink {
  href: string;
  label: InlineSpan[];
}

export type InlinePart = InlineSpan | InlineLink;

export const isInlineLink = (part: InlinePart): part is InlineLink => 'href' in part;

const ESCAPABLE = new Set(['\\', '*', '_', '[', ']']);

type Token = { text: string } | { mark: 'bold' | 'italic' } | { href: string; label: Token[] };

/** Index of the next occurrence at or after each position of a character that `stops` takes (text.length when none). */
function nextIndexes(text: string, stops: (character: string) => boolean): Int32Array {
  const next = new Int32Array(text.length + 1);
  next[text.length] = text.length;
  for (let index = text.length - 1; index >= 0; index--) next[index] = stops(text[index]!) ? index : next[index + 1]!;
  return next;
}

function tokensOf(text: string, links: boolean): Token[] {
  const closingBracket = links ? nextIndexes(text, (character) => character === ']') : null;
  const targetEnd = links ? nextIndexes(text, (character) => character === ')' || /\s/.test(character)) : null;
  const tokens: Token[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ text: plain });
    plain = '';
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '\\' && ESCAPABLE.has(text[index + 1] ?? '')) {
      plain += text[++index];
    } else if (character === '*' && text[index + 1] === '*') {
      flush();
      tokens.push({ mark: 'bold' });
      index++;
    } else if (character === '_') {
      flush();
      tokens.push({ mark: 'italic' });
    } else if (character === '[' && closingBracket && targetEnd) {
      // `[label](target)`: a label without `]`, a target without `)` or space.
      const close = closingBracket[index + 1]!;
      const end = close + 2 <= text.length ? targetEnd[close + 2]! : text.length;
      if (close > index + 1 && text[close + 1] === '(' && end > close + 2 && text[end] === ')') {
        flush();
        tokens.push({ href: text.slice(close + 2, end), label: tokensOf(text.slice(index + 1, close), false) });
        index = end;
      } else plain += character;
    } else plain += character;
  }
  flush();
  // A marker without its pair is text: the last of an odd count.
  for (const mark of ['bold', 'italic'] as const) {
    const at = tokens.flatMap((token, index) => ('mark' in token && token.mark === mark ? [index] : []));
    if (at.length % 2 === 1) tokens[at[at.length - 1]!] = { text: mark === 'bold' ? '**' : '_' };
  }
  return tokens;
}

function spansOf(tokens: readonly Token[], outer: { bold: boolean; italic: boolean }): InlinePart[] {
  const parts: InlinePart[] = [];
  let bold = false;
  let italic = false;
  for (const token of tokens) {
    if ('mark' in token) {
      if (token.mark === 'bold') bold = !bold;
      else italic = !italic;
    } else if ('href' in token) {
      parts.push({ href: token.href, label: spansOf(token.label, { bold: bold || outer.bold, italic: italic || outer.italic }) as InlineSpan[] });
    } else {
      const span: InlineSpan = { text: token.text };
      if (bold || outer.bold) span.bold = true;
      if (italic || outer.italic) span.italic = true;
      const previous = parts[parts.length - 1];
      if (previous && !isInlineLink(previous) && previous.bold === span.bold && previous.italic === span.italic) previous.text += span.text;
      else parts.push(span);
    }
  }
  return parts;
}

/** A text's spans and links, as a page draws them. */
export function inlinePartsOf(text: string): InlinePart[] {
  return spansOf(tokensOf(text, true), { bold: false, italic: false });
}

/** A text as a reader or a search sees it: the marks gone, a link its label. */
export function inlinePlainText(text: string): string {
  return inlinePartsOf(text)
    .map((part) => (isInlineLink(part) ? part.label.map((span) => span.text).join('') : part.text))
    .join('');
}

const escaped = (text: string) => text.replace(/[\\*_[\]]/g, (character) => `\\${character}`);

function spansMarkup(spans: readonly InlineSpan[]): string {
  let out = '';
  let bold = false;
  let italic = false;
  for (const span of spans) {
    if (!span.text) continue;
    // Marks that end close first, then those that start open, bold around italic: `**_both_**`.
    if (italic && !span.italic) out += '_';
    if (bold && !span.bold) out += '**';
    if (!bold && span.bold) out += '**';
    if (!italic && span.italic) out += '_';
    bold = Boolean(span.bold);
    italic = Boolean(span.italic);
    out += escaped(span.text);
  }
  return out + (italic ? '_' : '') + (bold ? '**' : '');
}

/**
 * Spans and links written as a content text (inlinePartsOf reads it back as given). Each link closes the marks
 * before it and carries its own; a label loses its square brackets (nothing in a label can escape them).
 */
export function inlineMarkupOf(parts: readonly InlinePart[]): string {
  let out = '';
  let run: InlineSpan[] = [];
  for (const part of parts) {
    if (!isInlineLink(part)) {
      run.push(part);
      continue;
    }
    out += spansMarkup(run);
    run = [];
    const label = spansMarkup(part.label.map((span) => ({ ...span, text: span.text.replace(/[[\]]/g, '') })));
    out += label ? `[${label}](${part.href})` : '';
  }
  return out + spansMarkup(run);
}
