import { contentFieldsSchema } from './content';
import { inlineMarkupOf, inlinePartsOf, inlinePlainText, type InlinePart } from './inlineText';

describe('inlinePartsOf', () => {
  it('reads bold, italic and links, and a link inside bold keeps the bold', () => {
    expect(inlinePartsOf('A **bold** and _italic_ word, **see [the _rules_](/terms) now**.')).toEqual([
      { text: 'A ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'italic', italic: true },
      { text: ' word, ' },
      { text: 'see ', bold: true },
      { href: '/terms', label: [{ text: 'the ', bold: true }, { text: 'rules', bold: true, italic: true }] },
      { text: ' now', bold: true },
      { text: '.' },
    ]);
  });

  it('keeps a text written before marks as it was: no marker, nothing changes', () => {
    expect(inlinePartsOf('Call us: [support](mailto:help@example.com) (24/7).')).toEqual([
      { text: 'Call us: ' },
      { href: 'mailto:help@example.com', label: [{ text: 'support' }] },
      { text: ' (24/7).' },
    ]);
  });

  it('takes a marker without its pair, and an escaped one, as the character', () => {
    expect(inlinePartsOf('5 * 3 = 15, snake_case')).toEqual([{ text: '5 * 3 = 15, snake_case' }]);
    expect(inlinePartsOf('\\*\\*not bold\\*\\* and \\[not](/a link)')).toEqual([{ text: '**not bold** and [not](/a link)' }]);
    expect(inlinePartsOf('**one** and ** left')).toEqual([{ text: 'one', bold: true }, { text: ' and ** left' }]);
  });

  it('reads the longest hostile text a body may hold at once (one pass, no backtracking)', () => {
    for (const hostile of ['['.repeat(20_000), '[a]('.repeat(5_000), '*_'.repeat(10_000), '\\'.repeat(20_000), '[**'.repeat(6_000)]) {
      const started = performance.now();
      expect(inlinePlainText(hostile).length).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('inlineMarkupOf', () => {
  it.each<[string, InlinePart[]]>([
    ['marks', [{ text: 'plain ' }, { text: 'bold', bold: true }, { text: ' both', bold: true, italic: true }, { text: ' italic', italic: true }]],
    ['characters that are markers', [{ text: 'a_b **c** [d] \\e' }, { text: '*', bold: true }]],
    ['a link between marks', [{ text: 'see ', bold: true }, { href: '/x_y', label: [{ text: 'here', bold: true }, { text: ' now', italic: true }] }, { text: ' then', bold: true }]],
  ])('writes %s so that they read back as given', (_name, parts) => {
    expect(inlinePartsOf(inlineMarkupOf(parts))).toEqual(parts);
  });
});

describe('marks and the link rule', () => {
  const body = (text: string) => contentFieldsSchema('page').safeParse({ slug: '/a-page', title: 'A page', description: 'About it', socialImage: null, data: { body: [{ kind: 'paragraph', text }] } });
  const messages = (text: string) => {
    const answer = body(text);
    return answer.success ? [] : answer.error.issues.map((issue) => issue.message);
  };

  it('refuses a link a mark carries where a link may not lead', () => {
    expect(messages('**[click](javascript:alert(1))**')).toEqual(['Body › paragraph 1: the link "javascript:alert(1" is not allowed']);
    expect(messages('_a [b](vbscript:x) c_')).toEqual(['Body › paragraph 1: the link "vbscript:x" is not allowed']);
  });

  it('takes marks as valid text, and an escaped link as text', () => {
    expect(messages('**bold**, _italic_, [a link](/contact-us) and \\[text](javascript:x)')).toEqual([]);
  });
});
