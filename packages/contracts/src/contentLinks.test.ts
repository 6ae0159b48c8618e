import { blockTextsOf, contentLinkKind, linkTargetsOf } from './contentLinks';
import { contentFieldsSchema } from './content';
import { CONTENT_LIST_MAX, CONTENT_LIST_MAXIMA, isReservedContentPath } from './contentCodes';

describe('contentLinkKind', () => {
  it.each([
    ['/', 'site'],
    ['/contact-us', 'site'],
    ['/blog/some-article?from=news#part-2', 'site'],
    ['/%2F%2Fevil.example', 'site'],
    ['https://www.ic3.gov', 'outside'],
    ['HTTPS://reportfraud.ftc.gov/path?q=1', 'outside'],
    ['mailto:support@cleartrace-recovery.example', 'outside'],
    ['tel:+12025550147', 'outside'],
  ])('takes %s as a %s link', (target, kind) => {
    expect(contentLinkKind(target)).toBe(kind);
  });

  it.each([
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:MsgBox',
    'file:///etc/passwd',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/path\\to',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0085/x',
    '/a b',
    'http://evil.example/',
    'https://',
    'https:///path',
    'https://user:secret@evil.example/',
    'mailto:',
    'tel:',
    'contact-us',
    '#top',
    '',
  ])('refuses %j', (target) => {
    expect(contentLinkKind(target)).toBeNull();
  });
});

describe('the texts of a body', () => {
  it('name each text that may hold a link as an editor finds it, with its place in the blocks', () => {
    const texts = blockTextsOf([
      { kind: 'heading', text: 'Read [this](/a)' },
      { kind: 'list', items: ['[one](/b)', { title: 'Two:', text: 'see [it](/c)' }] },
      { kind: 'table', caption: 'T', columns: ['A', 'B'], rows: [['x', '[y](/d)']] },
      { kind: 'callout', title: 'Note', text: '[z](/e)' },
      { kind: 'image', image: { id: 'i', width: 1, height: 1 }, alt: 'An image' },
    ]);
    expect(texts.map(({ path, label }) => [path.join('.'), label])).toEqual([
      ['0.text', 'heading 1'],
      ['1.items.0', 'list 2 › item 1'],
      ['1.items.1.title', 'list 2 › item 2'],
      ['1.items.1.text', 'list 2 › item 2'],
      ['2.rows.0.0', 'table 3 › row 1, cell 1'],
      ['2.rows.0.1', 'table 3 › row 1, cell 2'],
      ['3.title', 'callout 4 › title'],
      ['3.text', 'callout 4'],
    ]);
    expect(linkTargetsOf([{ kind: 'paragraph', text: '[a](/a) and [b](https://b.example) and [not a link] (x)' }])).toEqual(['/a', 'https://b.example']);
  });
});

describe('isReservedContentPath', () => {
  it('reserves the areas, the API, the styles and the confirmation links, with every path below them only', () => {
    for (const path of ['/admin', '/admin/inbox', '/dashboard', '/dashboard/cases/1', '/login', '/api', '/api/health', '/_styles/x.css', '/contact-us/confirm']) expect({ path, reserved: isReservedContentPath(path) }).toEqual({ path, reserved: true });
    for (const path of ['/', '/administrator', '/login-help', '/apis', '/contact-us', '/contact-us/confirmed']) expect({ path, reserved: isReservedContentPath(path) }).toEqual({ path, reserved: false });
  });
});

describe("an item's data", () => {
  const pageData = (data: Record<string, unknown>) => contentFieldsSchema('page').safeParse({ slug: '/a-page', title: 'A page', description: 'About it', socialImage: null, data });

  it("counts a list's entries whatever its name, the prototype's own names too", () => {
    for (const name of ['cards', 'constructor', 'toString', 'hasOwnProperty']) {
      const issues = pageData({ [name]: Array.from({ length: CONTENT_LIST_MAX + 1 }, () => 'x') }).error?.issues ?? [];
      expect({ name, issues: issues.map((issue) => issue.message) }).toEqual({ name, issues: [`Must have at most ${CONTENT_LIST_MAX} entries`] });
    }
    expect(pageData({ fraudTools: Array.from({ length: CONTENT_LIST_MAXIMA.fraudTools! }, () => ({ slug: 'x' })) }).success).toBe(true);
  });
});
