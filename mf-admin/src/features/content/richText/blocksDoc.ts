// A body's blocks (TextBlock[], stored as JSON) as the editor's document, and back. Bold, italic and links are the
// texts' inline marks (inlineText.ts in @frc/contracts) and marks in the document; a list point's title is its plain
// bold lead; whatever the blocks cannot hold is reduced to its text.
import type { JSONContent } from '@tiptap/core';
import { inlineMarkupOf, inlinePartsOf, isInlineLink, TEXT_BLOCK_KINDS, type InlinePart, type InlineSpan, type ListItem, type TextBlock } from '@frc/contracts/browser';
import { inlineLinkTarget, isAllowedLinkTarget } from './linkTargets';

const text = (value: string, marks?: JSONContent['marks']): JSONContent => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });

function spanDoc(span: InlineSpan, link?: string): JSONContent {
  const marks = [...(span.bold ? [{ type: 'bold' }] : []), ...(span.italic ? [{ type: 'italic' }] : []), ...(link === undefined ? [] : [{ type: 'link', attrs: { href: link } }])];
  return text(span.text, marks.length ? marks : undefined);
}

/** A text with its marks (inlineText.ts): bold and italic marks, its `[label](target)` links as link marks. */
export function inlineOf(value: string): JSONContent[] {
  return inlinePartsOf(value).flatMap((part) => (isInlineLink(part) ? part.label.map((span) => spanDoc(span, part.href)) : [spanDoc(part)]));
}

function withInline(type: string, value: string, attrs?: Record<string, unknown>): JSONContent {
  const content = inlineOf(value);
  return { type, ...(attrs ? { attrs } : {}), ...(content.length ? { content } : {}) };
}

const paragraph = (value: string) => withInline('paragraph', value);

function listItemDoc(item: ListItem): JSONContent {
  if (typeof item === 'string') return { type: 'listItem', content: [paragraph(item)] };
  const content = [text(item.title, [{ type: 'bold' }]), ...(item.text ? inlineOf(` ${item.text}`) : [])];
  return { type: 'listItem', content: [{ type: 'paragraph', content }] };
}

/** A table's cell: a header's text is plain (the page draws it as it is), a cell's has its marks. */
function cellDoc(type: 'tableHeader' | 'tableCell', value: string, plain: boolean): JSONContent {
  return { type, content: [plain ? { type: 'paragraph', ...(value ? { content: [text(value)] } : {}) } : paragraph(value)] };
}

function blockDoc(block: TextBlock): JSONContent {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block.text);
    case 'heading':
      return withInline('heading', block.text, { level: block.level ?? 2 });
    case 'list':
      return { type: block.ordered ? 'orderedList' : 'bulletList', content: block.items.map(listItemDoc) };
    case 'quote':
      return { type: 'blockquote', attrs: { cite: block.cite ?? null }, content: [paragraph(block.text)] };
    case 'image':
      return { type: 'contentImage', attrs: { ...block.image, alt: block.alt, caption: block.caption ?? '' } };
    case 'callout':
      return { type: 'callout', content: [{ type: 'calloutTitle', ...(block.title ? { content: [text(block.title)] } : {}) }, paragraph(block.text)] };
    case 'table': {
      const width = Math.max(block.columns.length, ...block.rows.map((row) => row.length), 1);
      const padded = (cells: readonly string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
      return {
        type: 'table',
        attrs: { caption: block.caption, codeRowHeaders: block.codeRowHeaders ?? false },
        content: [
          { type: 'tableRow', content: padded(block.columns).map((cell) => cellDoc('tableHeader', cell, true)) },
          ...block.rows.map((row) => ({ type: 'tableRow', content: padded(row).map((cell, index) => cellDoc('tableCell', cell, index === 0)) })),
        ],
      };
    }
    case 'contactDetails':
      return { type: 'contactDetails' };
  }
}

/** The editor's document for a body. */
export function blocksToDoc(blocks: readonly TextBlock[]): JSONContent {
  const content = blocks.map(blockDoc);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

const hrefOf = (node: JSONContent): string | null => {
  const link = node.marks?.find((mark) => mark.type === 'link');
  const href = link?.attrs?.href;
  return typeof href === 'string' ? href : null;
};

const hasMark = (node: JSONContent, type: string) => (node.marks ?? []).some((mark) => mark.type === type);

function spanOf(node: JSONContent): InlineSpan {
  const span: InlineSpan = { text: node.text ?? '' };
  if (hasMark(node, 'bold')) span.bold = true;
  if (hasMark(node, 'italic')) span.italic = true;
  return span;
}

/** Inline nodes as a marked text: a run of text under one link is one `[label](target)`; a link to nowhere allowed is its label. */
function inlineText(nodes: readonly JSONContent[]): string {
  const parts: InlinePart[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (node.type !== 'text') {
      parts.push({ text: node.type === 'hardBreak' ? ' ' : plainTextOf(node) });
      continue;
    }
    const href = hrefOf(node);
    if (href === null || !isAllowedLinkTarget(href)) {
      parts.push(spanOf(node));
      continue;
    }
    const label = [spanOf(node)];
    while (index + 1 < nodes.length && nodes[index + 1]!.type === 'text' && hrefOf(nodes[index + 1]!) === href) label.push(spanOf(nodes[++index]!));
    if (label.some((span) => span.text.replace(/[[\]]/g, '').trim())) parts.push({ href: inlineLinkTarget(href), label });
    else parts.push(...label);
  }
  return inlineMarkupOf(parts);
}

const isInline = (node: JSONContent) => node.type === 'text' || node.type === 'hardBreak';

/** A node's text with its marks and links written inline (inlineText.ts); block children joined by a space. */
export function textOf(node: JSONContent): string {
  if (node.type === 'text') return inlineText([node]);
  const children = node.content ?? [];
  if (children.every(isInline)) return inlineText(children);
  return joined(children.map(textOf));
}

const joined = (parts: readonly string[]) => parts.filter((part) => part.trim() !== '').join(' ');

/** A node's text without marks, for what a page shows as it is (a call-out's title, a table's headers). */
function plainTextOf(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  const children = node.content ?? [];
  if (children.every(isInline)) return children.map((child) => (child.type === 'hardBreak' ? ' ' : plainTextOf(child))).join('');
  return joined(children.map(plainTextOf));
}

/** A list point's title is its plain bold lead (the page draws it bold). */
const isTitle = (node: JSONContent) => node.type === 'text' && !hrefOf(node) && hasMark(node, 'bold') && !hasMark(node, 'italic');

function listItemOf(node: JSONContent): ListItem {
  const [first, ...rest] = node.content ?? [];
  const restText = rest.map(textOf).filter((part) => part.trim() !== '');
  if (first?.type !== 'paragraph') return [first ? textOf(first) : '', ...restText].join(' ').trim();
  const inline = first.content ?? [];
  let lead = 0;
  while (lead < inline.length && isTitle(inline[lead]!)) lead++;
  // A point all in bold is a bold sentence, not a title without its text.
  if (lead === inline.length && !restText.length) lead = 0;
  const title = inline
    .slice(0, lead)
    .map((each) => each.text ?? '')
    .join('')
    .trim();
  const body = [inlineText(inline.slice(lead)), ...restText].join(' ').trim();
  return title ? { title, text: body } : body;
}

function blockOf(node: JSONContent): TextBlock | null {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'heading': {
      const value = textOf(node);
      if (!value.trim()) return null;
      return attrs.level === 3 ? { kind: 'heading', text: value, level: 3 } : { kind: 'heading', text: value };
    }
    case 'bulletList':
    case 'orderedList': {
      const items = (node.content ?? []).map(listItemOf).filter((item) => typeof item !== 'string' || item !== '');
      if (!items.length) return null;
      return node.type === 'orderedList' ? { kind: 'list', items, ordered: true } : { kind: 'list', items };
    }
    case 'blockquote': {
      const value = textOf(node);
      if (!value.trim()) return null;
      return typeof attrs.cite === 'string' && attrs.cite ? { kind: 'quote', text: value, cite: attrs.cite } : { kind: 'quote', text: value };
    }
    case 'contentImage': {
      const image = { id: String(attrs.id ?? ''), width: Number(attrs.width) || 0, height: Number(attrs.height) || 0 };
      const alt = String(attrs.alt ?? '');
      const caption = String(attrs.caption ?? '');
      return caption ? { kind: 'image', image, alt, caption } : { kind: 'image', image, alt };
    }
    case 'callout': {
      const [title, ...rest] = node.content ?? [];
      const titleText = title?.type === 'calloutTitle' ? plainTextOf(title) : '';
      const body = (title?.type === 'calloutTitle' ? rest : (node.content ?? [])).map(textOf).filter((part) => part.trim() !== '');
      return { kind: 'callout', title: titleText, text: body.join(' ') };
    }
    case 'table': {
      // Headers are drawn as they are; the other cells with their marks.
      const [columns = [], ...rows] = (node.content ?? []).map((row, rowIndex) => (row.content ?? []).map((cell, index) => (rowIndex === 0 || index === 0 ? plainTextOf(cell) : textOf(cell))));
      return {
        kind: 'table',
        caption: typeof attrs.caption === 'string' ? attrs.caption : '',
        columns,
        rows,
        ...(attrs.codeRowHeaders === true ? { codeRowHeaders: true } : {}),
      };
    }
    case 'contactDetails':
      return { kind: 'contactDetails' };
    default: {
      // A paragraph, and anything the blocks cannot hold, is its text.
      const value = textOf(node);
      return value.trim() ? { kind: 'paragraph', text: value } : null;
    }
  }
}

/** A body's blocks from the editor's document: empty paragraphs left out. */
export function docToBlocks(doc: JSONContent): TextBlock[] {
  return (doc.content ?? []).map(blockOf).filter((block): block is TextBlock => block !== null);
}

/** The images of a body without alt text, by their place among the body's images (1 is the first). */
export function imagesWithoutAlt(blocks: readonly TextBlock[]): number[] {
  return blocks
    .filter((block) => block.kind === 'image')
    .flatMap((block, index) => (block.alt.trim() ? [] : [index + 1]));
}

const TEXT_BLOCK_KIND_SET = new Set<string>(TEXT_BLOCK_KINDS);

/** Whether a value of an item's data is a body: a list of blocks (an empty list is one only under a body's name). */
export function isTextBlockList(value: unknown, key = ''): value is TextBlock[] {
  if (!Array.isArray(value)) return false;
  if (value.length === 0) return /^(?:body|blocks|content)$/i.test(key);
  return value.every((each) => typeof each === 'object' && each !== null && TEXT_BLOCK_KIND_SET.has(String((each as { kind?: unknown }).kind)));
}
