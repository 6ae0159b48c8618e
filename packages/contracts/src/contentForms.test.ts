/// <reference types="node" />
// This test reads the API's seed files from disk, so it needs Node's types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type z } from 'zod';
import { CONTENT_DATA_SCHEMAS, contentFieldsSchema } from './content';
import { CONTENT_KINDS, type ContentKind } from './contentCodes';
import { CONTENT_KIND_FORMS, CONTENT_PAGE_TYPES, SITE_TEXT_FORMS, blankFormData, closedSetIssues, contentFormOf, contentPageTypeOf, fieldLabelOf, undeclaredPaths, type FormField } from './contentForms';
import { SITE_TEXT_DEFAULTS, SITE_TEXT_SLUGS } from './siteText';

type SeedItem = { slug: string; title: string; description: string; socialImage: null; data: Record<string, unknown> };
// The site's texts are seeded from their first words (siteText.ts), the other kinds from the API's seed files.
const seedOf = (kind: ContentKind): SeedItem[] =>
  kind === 'site_text'
    ? SITE_TEXT_SLUGS.map((slug) => ({ slug, title: SITE_TEXT_DEFAULTS[slug].title, description: '', socialImage: null, data: { ...SITE_TEXT_DEFAULTS[slug].data } }))
    : JSON.parse(readFileSync(join(__dirname, '../../../api/src/content/seed', `${kind}.json`), 'utf8'));
const topKeys = (fields: readonly FormField[]) => fields.map((field) => field.key);

describe('the content forms', () => {
  it('declare every kind but page, and a page type for every page', () => {
    for (const { code } of CONTENT_KINDS) if (code !== 'page' && code !== 'site_text') expect(CONTENT_KIND_FORMS[code]?.sections.length).toBeGreaterThan(0);
    for (const slug of SITE_TEXT_SLUGS) expect(SITE_TEXT_FORMS[slug].sections.length).toBeGreaterThan(0);
    const typed = new Set(seedOf('page').map((page) => contentPageTypeOf(page.slug).code));
    expect([...typed].sort()).toEqual(CONTENT_PAGE_TYPES.map((type) => type.code).sort());
  });

  it.each(CONTENT_KINDS.map((kind) => kind.code))('declare every field of each %s the seed holds, and no field it lacks', (kind) => {
    for (const item of seedOf(kind)) {
      const form = contentFormOf(kind, item.slug);
      expect({ slug: item.slug, ...undeclaredPaths(form, item.data) }).toEqual({ slug: item.slug, undeclared: [], missing: [] });
      expect(closedSetIssues(form, item.data)).toEqual([]);
    }
  });

  it('declare only fields the kind’s schema has, and a new item of it is a complete draft', () => {
    for (const [kind, schema] of Object.entries(CONTENT_DATA_SCHEMAS) as [ContentKind, z.ZodObject][]) {
      const form = contentFormOf(kind, 'x');
      const declared = topKeys(form.sections.flatMap((each) => each.fields));
      expect(declared.filter((key) => !(key in schema.shape))).toEqual([]);
      const blank = blankFormData(form, '2026-11-29');
      const parsed = contentFieldsSchema(kind).safeParse({ slug: 'x', title: 'X', description: 'D', socialImage: null, data: blank });
      // Blank is unfinished, never the wrong shape: each issue is at a field still blank.
      const at = (path: PropertyKey[]) => path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], { data: blank });
      for (const issue of parsed.error?.issues ?? []) expect({ path: issue.path, blank: [undefined, '[]', '""'].includes(JSON.stringify(at(issue.path))) }).toEqual({ path: issue.path, blank: true });
      expect(undeclaredPaths(form, blank).undeclared).toEqual([]);
    }
  });

  it('name a field by its section and labels, and an entry of a list by its number', () => {
    const home = contentFormOf('page', '/');
    expect(fieldLabelOf(home, ['data', 'homeFaq', 1, 'title'])).toBe('Questions › Question 2 › Question');
    expect(fieldLabelOf(contentFormOf('news', 'x'), ['data', 'cover', 'icon'])).toBe('Cover › Icon');
    expect(fieldLabelOf(contentFormOf('page', '/forex-scams'), ['data', 'steps', 'items', 0, 'Icon'])).toBe('How recovery works › Steps › Step 1 › Icon');
    expect(fieldLabelOf(home, ['slug'])).toBe('Address');
  });

  it('refuse a value no template draws: an unknown icon, colour, choice or action', () => {
    const news = contentFormOf('news', 'x');
    expect(closedSetIssues(news, { cover: { icon: 'shield', tone: 'red' } })).toEqual([
      { path: ['data', 'cover', 'icon'], message: 'Choose one' },
      { path: ['data', 'cover', 'tone'], message: 'Choose one' },
    ]);
    expect(closedSetIssues(news, { cover: { icon: 'ShieldAlert', tone: 'cta' } })).toEqual([]);
    const topic = contentFormOf('page', '/new-page');
    expect(closedSetIssues(topic, { hero: { action: { kind: 'wizard', defaultScamType: 'lottery' } }, tocOffset: 120 }).map((issue) => issue.path.join('.'))).toEqual(['data.hero.action', 'data.tocOffset']);
  });
});
