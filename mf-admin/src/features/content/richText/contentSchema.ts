// The editor's schema: only what a body's blocks (TextBlock in @frc/contracts) can hold. Whatever else arrives,
// typed or pasted, is dropped by the schema or reduced to its text.
import { Extension, Node, type Extensions } from '@tiptap/core';
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

/** The extensions of a body's editor. */
export function contentExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      // Bold marks a list point's title only; the rest of a body is plain text.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      italic: false,
      strike: false,
      underline: false,
      hardBreak: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
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
  ];
}
