// The editor's schema: only what a body's blocks (TextBlock in @frc/contracts) can hold. Whatever else arrives,
// typed or pasted, is dropped by the schema or reduced to its text.
import { Extension, Node, type Extensions } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { contentImageUrl, contentImageWidths } from '@frc/contracts/browser';
import { isAllowedLinkTarget } from './linkTargets';

/** An uploaded image, with its alt text and caption: `<img>` from elsewhere is never one (it was not uploaded). */
export const ContentImage = Node.create({
  name: 'contentImage',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      id: { default: '' },
      width: { default: 0 },
      height: { default: 0 },
      alt: { default: '' },
      caption: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[data-content-image]',
        getAttrs: (element) => ({
          id: element.getAttribute('data-content-image') ?? '',
          width: Number(element.getAttribute('width')) || 0,
          height: Number(element.getAttribute('height')) || 0,
          alt: element.getAttribute('alt') ?? '',
          caption: element.getAttribute('data-caption') ?? '',
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const { id, width, height, alt, caption } = node.attrs as { id: string; width: number; height: number; alt: string; caption: string };
    const shown = contentImageWidths(width || 480)[0] ?? 480;
    return ['img', { src: contentImageUrl(id, shown, 'webp'), alt, width, height, 'data-content-image': id, 'data-caption': caption, class: 'content-image' }];
  },
});

/** A call-out: a title line, then its text. */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'calloutTitle paragraph+',
  defining: true,
  parseHTML() {
    return [{ tag: 'aside[data-callout]' }];
  },
  renderHTML() {
    return ['aside', { 'data-callout': '', class: 'content-callout' }, 0];
  },
});

export const CalloutTitle = Node.create({
  name: 'calloutTitle',
  content: 'text*',
  marks: '',
  defining: true,
  parseHTML() {
    return [{ tag: 'p[data-callout-title]', priority: 60 }];
  },
  renderHTML() {
    return ['p', { 'data-callout-title': '', class: 'content-callout-title' }, 0];
  },
});

/** The firm's address block, drawn from the site's settings: nothing to type in it. */
export const ContactDetails = Node.create({
  name: 'contactDetails',
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML() {
    return [{ tag: 'div[data-contact-details]' }];
  },
  renderHTML() {
    return ['div', { 'data-contact-details': '', class: 'content-contact-details' }, 'The firm’s contact details'];
  },
});

/** What a quote and a table keep beside their text: a quote's source, a table's caption and how its row heads look. */
const BlockAttributes = Extension.create({
  name: 'contentBlockAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['blockquote'],
        attributes: {
          cite: { default: null, parseHTML: (element) => element.getAttribute('data-cite'), renderHTML: (attrs) => (attrs.cite ? { 'data-cite': attrs.cite } : {}) },
        },
      },
      {
        types: ['table'],
        attributes: {
          caption: { default: '', parseHTML: (element) => element.getAttribute('data-caption') ?? '', renderHTML: (attrs) => ({ 'data-caption': attrs.caption }) },
          codeRowHeaders: {
            default: false,
            parseHTML: (element) => element.hasAttribute('data-code-row-headers'),
            renderHTML: (attrs) => (attrs.codeRowHeaders ? { 'data-code-row-headers': '' } : {}),
          },
        },
      },
    ];
  },
});

/** Every heading level a body can hold for the levels that come: `<h1>` is a heading, `<h4>`–`<h6>` subheadings. */
const PASTED_HEADINGS: Record<string, string> = { H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3' };

/** A word processor's list paragraph (Word writes `mso-list` in its style) and the bullet or number it draws itself. */
const WORD_LIST_ITEM = /mso-list:\s*l\d/i;
const WORD_NUMBER = /^\s*[(]?[0-9a-zivx]{1,4}[.)]/i;

/**
 * Pasted HTML as the schema can read it: headings of every level, and Word's list paragraphs as lists. (Google Docs
 * and most editors write real `<ul>`, `<ol>`, `<b>`, `<i>`, `font-weight` and `font-style`, which the marks read.)
 */
export function pastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const heading of document.body.querySelectorAll('h1, h4, h5, h6')) {
    const replacement = document.createElement(PASTED_HEADINGS[heading.tagName]!);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  let list: HTMLElement | null = null;
  for (const paragraph of document.body.querySelectorAll('p')) {
    if (!WORD_LIST_ITEM.test(paragraph.getAttribute('style') ?? '')) {
      list = null;
      continue;
    }
    const markers = paragraph.querySelectorAll('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
    const ordered = WORD_NUMBER.test(markers[0]?.textContent ?? '');
    markers.forEach((marker) => marker.remove());
    if (!list || list.nextElementSibling !== paragraph || (list.tagName === 'OL') !== ordered) {
      list = document.createElement(ordered ? 'ol' : 'ul');
      paragraph.before(list);
    }
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
  return document.body.innerHTML;
}

const PastedHtml = Extension.create({
  name: 'contentPastedHtml',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('contentPastedHtml'), props: { transformPastedHTML: pastedHtml } })];
  },
});

/** The extensions of a body's editor. */
export function contentExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      // The marks a body holds are bold, italic and links (inlineText.ts); nothing else is offered or kept.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      hardBreak: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isAllowedLinkTarget(url),
        HTMLAttributes: { rel: null, target: null, class: null },
      },
    }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    ContentImage,
    Callout,
    CalloutTitle,
    ContactDetails,
    BlockAttributes,
    PastedHtml,
  ];
}
