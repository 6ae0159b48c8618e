import { Editor } from '@tiptap/core';
import type { TextBlock } from '@frc/contracts/browser';
import { blocksToDoc, docToBlocks, imagesWithoutAlt, inlineOf, isTextBlockList } from './blocksDoc';
import { contentExtensions } from './contentSchema';

const EVERY_BLOCK: TextBlock[] = [
  { kind: 'heading', text: 'How we trace funds' },
  { kind: 'heading', text: 'The first step', level: 3 },
  { kind: 'paragraph', text: 'Read [our guide](/blog/crypto-tracing) or write to [the team](mailto:team@example.com) today.' },
  { kind: 'paragraph', text: 'Act **now**, _before_ it is **_too late_**: **see **[**the _rules_**](/terms) \\*not\\* marks.' },
  { kind: 'list', items: ['Keep every receipt', { title: 'Case assessment:', text: 'we read what you send, see [fees](/pricing).' }] },
  { kind: 'list', items: ['First', 'Second'], ordered: true },
  { kind: 'quote', text: 'They gave me my life back.', cite: 'A client' },
  { kind: 'quote', text: 'No source given.' },
  { kind: 'image', image: { id: 'img-1', width: 1200, height: 800 }, alt: 'A chart of traced wallets', caption: 'Wallets traced in 2026' },
  { kind: 'image', image: { id: 'img-2', width: 400, height: 300 }, alt: 'The team' },
  { kind: 'callout', title: 'Act fast', text: 'Report the scam to your bank [today](https://example.com/report).' },
  { kind: 'table', caption: 'Fees', columns: ['Service', 'Price'], rows: [['Assessment', 'Free'], ['Report', '**€500**']], codeRowHeaders: true },
  { kind: 'table', caption: 'Codes', columns: ['a_b', 'c*d'], rows: [['snake_case', 'x']] },
  { kind: 'table', caption: 'Plain', columns: ['A', 'B'], rows: [['1', '2']] },
  { kind: 'contactDetails' },
];

/** Through a real editor: the document as Tiptap reads and normalises it. */
function throughEditor(blocks: TextBlock[]): TextBlock[] {
  const editor = new Editor({ extensions: contentExtensions(), content: blocksToDoc(blocks) });
  const result = docToBlocks(editor.getJSON());
  editor.destroy();
  return result;
}

function pasted(html: string) {
  const editor = new Editor({ extensions: contentExtensions(), content: html });
  const result = { blocks: docToBlocks(editor.getJSON()), html: editor.getHTML() };
  editor.destroy();
  return result;
}

describe('inlineOf', () => {
  it('makes each [label](target) a link mark and leaves the rest as text', () => {
    expect(inlineOf('See [the guide](/guide) now')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'text', text: 'the guide', marks: [{ type: 'link', attrs: { href: '/guide' } }] },
      { type: 'text', text: ' now' },
    ]);
    expect(inlineOf('')).toEqual([]);
    expect(inlineOf('[a](/a)[b](/b)')).toHaveLength(2);
  });
});

describe('blocksToDoc', () => {
  it('maps each kind of block to its node', () => {
    const doc = blocksToDoc(EVERY_BLOCK);
    expect(doc.type).toBe('doc');
    expect(doc.content?.map((node) => node.type)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'paragraph',
      'bulletList',
      'orderedList',
      'blockquote',
      'blockquote',
      'contentImage',
      'contentImage',
      'callout',
      'table',
      'table',
      'table',
      'contactDetails',
    ]);
    expect(doc.content?.[0]?.attrs).toEqual({ level: 2 });
    expect(doc.content?.[1]?.attrs).toEqual({ level: 3 });
  });

  it('gives a list point’s title as a bold lead before its text', () => {
    const [list] = blocksToDoc([{ kind: 'list', items: [{ title: 'Step one:', text: 'call us' }] }]).content ?? [];
    expect(list?.content?.[0]?.content?.[0]?.content).toEqual([
      { type: 'text', text: 'Step one:', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' call us' },
    ]);
  });

  it('heads the table with its columns and pads short rows', () => {
    const [table] = blocksToDoc([{ kind: 'table', caption: 'C', columns: ['A', 'B', 'C'], rows: [['1']] }]).content ?? [];
    expect(table?.content?.[0]?.content?.map((cell) => cell.type)).toEqual(['tableHeader', 'tableHeader', 'tableHeader']);
    expect(table?.content?.[1]?.content).toHaveLength(3);
  });

  it('gives an empty body one empty paragraph to type in', () => {
    expect(blocksToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('docToBlocks', () => {
  it('gives back every kind of block, straight and through the editor', () => {
    expect(docToBlocks(blocksToDoc(EVERY_BLOCK))).toEqual(EVERY_BLOCK);
    expect(throughEditor(EVERY_BLOCK)).toEqual(EVERY_BLOCK);
  });

  it('leaves empty paragraphs out, and writes a heading of level 2 without its level', () => {
    const blocks = docToBlocks({
      type: 'doc',
      content: [{ type: 'paragraph' }, { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] }, { type: 'paragraph', content: [{ type: 'text', text: '  ' }] }],
    });
    expect(blocks).toEqual([{ kind: 'heading', text: 'Title' }]);
  });

  it('joins a run of text under one link into one [label](target), with the marks inside it', () => {
    const link = [{ type: 'link', attrs: { href: '/pricing' } }];
    const blocks = docToBlocks({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'See ' }, { type: 'text', text: 'our ', marks: link }, { type: 'text', text: 'fees', marks: [...link, { type: 'bold' }] }] }],
    });
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'See [our **fees**](/pricing)' }]);
  });

  it('keeps a link’s target and label from breaking the inline form, and drops targets that are not allowed', () => {
    const linked = (text: string, href: string) => ({ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }] });
    const blocks = docToBlocks({
      type: 'doc',
      content: [linked('a [b]', '/x y(1)'), linked('run me', 'javascript:alert(1)'), linked('data', 'data:text/html,x'), linked('proto', '//evil.example')],
    });
    expect(blocks).toEqual([
      { kind: 'paragraph', text: '[a b](/x%20y%281%29)' },
      { kind: 'paragraph', text: 'run me' },
      { kind: 'paragraph', text: 'data' },
      { kind: 'paragraph', text: 'proto' },
    ]);
  });

  it('reduces what the blocks cannot hold to its text: nested lists, several paragraphs in a quote or a cell', () => {
    const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const blocks = docToBlocks({
      type: 'doc',
      content: [
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('Outer'), { type: 'bulletList', content: [{ type: 'listItem', content: [p('Inner')] }] }] }] },
        { type: 'blockquote', content: [p('One.'), p('Two.')] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'rm -rf /' }] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [p('A'), p('B')] }] }] },
      ],
    });
    expect(blocks).toEqual([
      { kind: 'list', items: ['Outer Inner'] },
      { kind: 'quote', text: 'One. Two.' },
      { kind: 'paragraph', text: 'rm -rf /' },
      { kind: 'table', caption: '', columns: ['A B'], rows: [] },
    ]);
  });

  it('reads a list point all in bold as a bold sentence, not a title without its text', () => {
    const blocks = docToBlocks({
      type: 'doc',
      content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Only bold', marks: [{ type: 'bold' }] }] }] }] }],
    });
    expect(blocks).toEqual([{ kind: 'list', items: ['**Only bold**'] }]);
  });

  it('writes bold and italic as marks, and characters that look like marks as themselves', () => {
    const blocks = docToBlocks({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Plain 2*3 a_b [x] ' },
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' italic', marks: [{ type: 'italic' }] },
          ],
        },
      ],
    });
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Plain 2\\*3 a\\_b \\[x\\] **bold**_ italic_' }]);
    expect(throughEditor(blocks)).toEqual(blocks);
  });

  it('keeps text that looks like markup as text', () => {
    const typed = [{ kind: 'paragraph', text: '<script>alert(1)</script>' }] satisfies TextBlock[];
    expect(throughEditor(typed)).toEqual(typed);
  });
});

/** Through the editor's paste: what a browser's paste event hands it. */
function pastedByClipboard(html: string): TextBlock[] {
  const editor = new Editor({ extensions: contentExtensions() });
  // jsdom has no ClipboardEvent: a plain paste event carries the HTML as the view's own paste handling reads it.
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
  const result = docToBlocks(editor.getJSON());
  editor.destroy();
  return result;
}

describe('pasted HTML', () => {
  it('makes every heading level a heading: <h1> and <h2> headings, <h3> to <h6> subheadings', () => {
    expect(pastedByClipboard('<h1>Big title</h1><h2>Section</h2><h3>Part</h3><h4>Small</h4><h6>Smallest</h6><p>Text</p>')).toEqual([
      { kind: 'heading', text: 'Big title' },
      { kind: 'heading', text: 'Section' },
      { kind: 'heading', text: 'Part', level: 3 },
      { kind: 'heading', text: 'Small', level: 3 },
      { kind: 'heading', text: 'Smallest', level: 3 },
      { kind: 'paragraph', text: 'Text' },
    ]);
  });

  it('keeps the lists, bold, italic and links of a Google Docs copy', () => {
    const googleDocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400;">Read </span>' +
      '<span style="font-weight:700;">this</span><span style="font-weight:400;"> and </span><span style="font-style:italic;font-weight:400;">that</span>' +
      '<span style="font-weight:400;">, then </span><a href="https://www.ic3.gov/"><span style="color:#1155cc;text-decoration:underline;">report it</span></a></p>' +
      '<ul><li dir="ltr"><p dir="ltr"><span>First</span></p></li><li dir="ltr"><p dir="ltr"><span>Second</span></p></li></ul>' +
      '<ol><li><p><span>One</span></p></li></ol></b>';
    expect(pastedByClipboard(googleDocs)).toEqual([
      { kind: 'paragraph', text: 'Read **this** and _that_, then [report it](https://www.ic3.gov/)' },
      { kind: 'list', items: ['First', 'Second'] },
      { kind: 'list', items: ['One'], ordered: true },
    ]);
  });

  it('keeps the lists, bold, italic and links of a Word copy, its list paragraphs as lists', () => {
    const bullet = (text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span></span><![endif]>${text}<o:p></o:p></p>`;
    const numbered = (n: number, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>${n}.<span>&nbsp;</span></span></span><![endif]>${text}</p>`;
    const word =
      "<p class=MsoNormal><b>Warning:</b> <i>never</i> pay <span style='font-weight:bold'>fees</span> up front, see <a href=\"/pricing\">our prices</a>.</p>" +
      bullet('Keep receipts') +
      bullet('Write <b>everything</b> down') +
      numbered(1, 'Call your bank') +
      numbered(2, 'Report it') +
      '<p class=MsoNormal>After.</p>';
    expect(pastedByClipboard(word)).toEqual([
      { kind: 'paragraph', text: '**Warning:** _never_ pay **fees** up front, see [our prices](/pricing).' },
      { kind: 'list', items: ['Keep receipts', 'Write **everything** down'] },
      { kind: 'list', items: ['Call your bank', 'Report it'], ordered: true },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('keeps only the allowed blocks and plain text', () => {
    const { blocks, html } = pasted(
      [
        '<script>alert(1)</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<p>Hello <span style="color:red;font-size:40px" onclick="x()">world</span> <em>now</em> <u>and</u> <code>code</code></p>',
        '<img src="https://evil.example/x.png" onerror="alert(1)">',
        '<h2 style="color:red">Section</h2>',
        '<ul><li>One</li><li><strong>Lead:</strong> text</li></ul>',
        '<blockquote>Quoted</blockquote>',
        '<p><a href="javascript:alert(1)">bad link</a> and <a href="https://example.com" onclick="x()" style="color:red">good link</a></p>',
        '<pre>pre text</pre>',
        '<table><tr><th>H</th></tr><tr><td>c<script>x()</script></td></tr></table>',
        '<object data="x.swf"></object><style>body{display:none}</style>',
      ].join(''),
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Hello world _now_ and code' },
      { kind: 'heading', text: 'Section' },
      { kind: 'list', items: ['One', { title: 'Lead:', text: 'text' }] },
      { kind: 'quote', text: 'Quoted' },
      { kind: 'paragraph', text: 'bad link and [good link](https://example.com)' },
      { kind: 'paragraph', text: 'pre text' },
      { kind: 'table', caption: '', columns: ['H'], rows: [['c']] },
    ]);
    // The table's own column widths are the only style left.
    expect(html).not.toMatch(/script|iframe|onerror|onclick|color|font-size|evil|javascript:/i);
  });

  it('never makes an image of an <img> that was not uploaded', () => {
    expect(pasted('<p>a</p><img src="/api/content/images/x/480.webp" alt="x"><p>b</p>').blocks).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b' },
    ]);
  });
});

describe('imagesWithoutAlt', () => {
  it('names the images whose alt text is empty or blank, by their place', () => {
    const image = (alt: string): TextBlock => ({ kind: 'image', image: { id: 'i', width: 1, height: 1 }, alt });
    expect(imagesWithoutAlt([image('A'), { kind: 'paragraph', text: 'x' }, image(' '), image('')])).toEqual([2, 3]);
  });
});

describe('isTextBlockList', () => {
  it('knows a body from other lists', () => {
    expect(isTextBlockList([{ kind: 'paragraph', text: 'x' }])).toBe(true);
    expect(isTextBlockList([{ kind: 'other' }])).toBe(false);
    expect(isTextBlockList(['a'])).toBe(false);
    expect(isTextBlockList([], 'body')).toBe(true);
    expect(isTextBlockList([], 'tags')).toBe(false);
  });
});
