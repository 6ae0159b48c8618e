// Where a link in content may lead (DECISIONS.md #23), one rule for the API (at save and publish) and the
// templates (when a page is drawn). No zod: browser code imports this file.
import type { TextBlock } from './contentCodes';
import { inlinePartsOf, isInlineLink } from './inlineText';

/** A path of the site (drawn through the router), or an address outside it (drawn as a plain link). */
export type ContentLinkKind = 'site' | 'outside';

/** Any origin of ours would do: a site path must resolve against it and stay on it. */
const SITE_ORIGIN = 'https://site.invalid';
const OUTSIDE_SCHEMES = /^(?:mailto|tel):./i;

function parsed(target: string, base?: string): URL | null {
  try {
    return new URL(target, base);
  } catch {
    return null;
  }
}

/** Spaces, control characters (C0, DEL, C1) and backslashes: browsers drop, skip or read them as `/`. */
const hasUnsafeCharacter = (target: string) =>
  [...target].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === '\\';
  });

/**
 * What a link target is, or null when content may not link there: a site path (one leading `/`, never `//`, resolved
 * against the site's origin and still on it), an `https://` address with a host (and no user name in it), or a
 * `mailto:` or `tel:` link. Nothing with a space, a control character or a backslash anywhere: `/\evil.example` is
 * `//evil.example` to a browser.
 */
export function contentLinkKind(target: string): ContentLinkKind | null {
  if (hasUnsafeCharacter(target)) return null;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return null;
    return parsed(target, SITE_ORIGIN)?.origin === SITE_ORIGIN ? 'site' : null;
  }
  // The host right after `https://`, as a reader sees it (`https:///x` is read as https://x/).
  if (/^https:\/\/[^/]/i.test(target)) {
    const url = parsed(target);
    return url && url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '' ? 'outside' : null;
  }
  return OUTSIDE_SCHEMES.test(target) ? 'outside' : null;
}

/** The link targets written in a text as `[label](target)`. */
export function inlineLinkTargets(text: string): string[] {
  return inlinePartsOf(text).flatMap((part) => (isInlineLink(part) ? [part.href] : []));
}

/** The fields of an item's data whose whole value is a link target (a card's `to`, a tool's `href`, a route's `url`). */
export const CONTENT_LINK_FIELDS: readonly string[] = ['to', 'href', 'url', 'link'];

/** One text of a body: where it is in the blocks, and how an editor finds it ("paragraph 3", "list 1 › item 2"). */
export interface BlockText {
  path: (string | number)[];
  label: string;
  text: string;
}

/** Every text of a body's blocks that may hold links: paragraphs, headings, quotes, call-outs, list points and table cells. */
export function blockTextsOf(blocks: readonly TextBlock[]): BlockText[] {
  return blocks.flatMap((block, index): BlockText[] => {
    const label = `${block.kind} ${index + 1}`;
    switch (block.kind) {
      case 'paragraph':
      case 'heading':
      case 'quote':
        return [{ path: [index, 'text'], label, text: block.text }];
      case 'callout':
        return [
          { path: [index, 'title'], label: `${label} › title`, text: block.title },
          { path: [index, 'text'], label, text: block.text },
        ];
      case 'list':
        return block.items.flatMap((item, point) => {
          const at = `${label} › item ${point + 1}`;
          return typeof item === 'string'
            ? [{ path: [index, 'items', point], label: at, text: item }]
            : [
                { path: [index, 'items', point, 'title'], label: at, text: item.title },
                { path: [index, 'items', point, 'text'], label: at, text: item.text },
              ];
        });
      case 'table':
        return block.rows.flatMap((row, rowIndex) => row.map((text, cell) => ({ path: [index, 'rows', rowIndex, cell], label: `${label} › row ${rowIndex + 1}, cell ${cell + 1}`, text })));
      default:
        return [];
    }
  });
}

/** Every link target in a body's blocks. */
export function linkTargetsOf(blocks: readonly TextBlock[]): string[] {
  return blockTextsOf(blocks).flatMap(({ text }) => inlineLinkTargets(text));
}

/** The refusal of a link, naming where it is: `Body › paragraph 3: the link "vbscript:…" is not allowed`. */
export function refusedLinkMessage(label: string, target: string): string {
  const shown = target.length > 80 ? `${target.slice(0, 79)}…` : target;
  return `${label}: the link "${shown}" is not allowed`;
}
