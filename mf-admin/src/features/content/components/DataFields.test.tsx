/// <reference types="node" />
// This test reads the API's seed files from disk, so it needs Node's types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  blankFormData,
  CONTENT_KIND_FORMS,
  CONTENT_PAGE_TYPES,
  contentFormOf,
  SITE_TEXT_FORMS,
  type ContentForm,
  type ContentKind,
  type FormField,
} from '@frc/contracts/browser';
import { stubStaffSession, WithStaffSession } from '../../../testing/WithStaffSession';
import { DataFields, readingOf } from './DataFields';

/** The editor's data, kept as the form changes it; `seen` has the latest. */
function Editor({ kind, slug, initial, seen, errors = {} }: { kind: ContentKind; slug: string; initial: Record<string, unknown>; seen?: (data: Record<string, unknown>) => void; errors?: Record<string, string> }) {
  const [data, setData] = useState(initial);
  return (
    <DataFields
      kind={kind}
      slug={slug}
      data={data}
      errors={errors}
      onChange={(next) => {
        setData(next);
        seen?.(next);
      }}
    />
  );
}
const renderForm = (kind: ContentKind, slug: string, data: Record<string, unknown>, seen?: (data: Record<string, unknown>) => void, errors?: Record<string, string>) =>
  render(
    <WithStaffSession session={stubStaffSession('editor')}>
      <Editor kind={kind} slug={slug} initial={data} seen={seen} errors={errors} />
    </WithStaffSession>,
  );

/** What an editor sees of a field: its label, as a label, a legend, a body's name or a button ("Add cover"). */
function expectShown(field: FormField) {
  if (!field.label) return;
  const named = new RegExp(`^(Add )?${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  const found = [...screen.queryAllByText(named), ...screen.queryAllByRole('button', { name: named })];
  expect({ field: field.label, shown: found.length > 0 }).toEqual({ field: field.label, shown: true });
}

/** The seeded pages: the data the site's pages hold today. */
const SEEDED_PAGES: { slug: string; data: Record<string, unknown> }[] = JSON.parse(readFileSync(join(__dirname, '../../../../../api/src/content/seed/page.json'), 'utf8'));
const seededPage = (slug: string) => SEEDED_PAGES.find((page) => page.slug === slug)!;

const FORMS: [string, ContentKind, string, ContentForm][] = [
  ...Object.entries(CONTENT_KIND_FORMS).map(([kind, form]) => [kind, kind as ContentKind, 'a-new-item', form] as [string, ContentKind, string, ContentForm]),
  ...CONTENT_PAGE_TYPES.map((type) => [`page (${type.label})`, 'page' as ContentKind, type.paths[0] ?? '/a-new-page', type.form] as [string, ContentKind, string, ContentForm]),
  ...Object.entries(SITE_TEXT_FORMS).map(([slug, form]) => [`site text (${form.label})`, 'site_text' as ContentKind, slug, form] as [string, ContentKind, string, ContentForm]),
];

describe('DataFields', () => {
  it.each(FORMS)('draws the declared form of a new %s: every section in page order, every field', (_name, kind, slug, form) => {
    expect(contentFormOf(kind, slug)).toBe(form);
    renderForm(kind, slug, blankFormData(form));
    if (form.sections.length === 0) {
      expect(screen.getByText('This page has no fields of its own: it lists its items.')).toBeVisible();
      return;
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(form.sections.map((section) => section.title));
    for (const section of form.sections) for (const field of section.fields) expectShown(field);
  });

  it('draws the home page as the page shows it: sections, words for labels, lists, no technical field', () => {
    renderForm('page', '/', seededPage('/').data);
    // The page is long: the queries read the document directly, as Testing Library's would take seconds each over it.
    const outline = document.querySelector<HTMLElement>('nav[aria-label="Sections of this form"]')!;
    expect([...outline.querySelectorAll('a')].map((link) => link.textContent)).toEqual(contentFormOf('page', '/').sections.map((section) => section.title));
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((each) => each.textContent);
    expect(texts('legend')).toEqual(expect.arrayContaining(['Questions', 'Question 2', 'Trust badges', 'Badge 5', 'Kinds of platform', 'Platform 12']));
    expect(document.querySelector('[aria-label="Move up: Question 2"]')).toBeEnabled();
    expect(document.body.textContent).not.toMatch(/Home faq|›/);
    expect(texts('label')).not.toContain('Id');
    expect(document.querySelectorAll('button[aria-expanded]').length).toBeGreaterThan(10);
  });

  it('folds a section away, and opens it again from the outline', async () => {
    renderForm('page', '/about-us', seededPage('/about-us').data);
    const outline = screen.getByRole('navigation', { name: 'Sections of this form' });
    const title = screen.getByText('Founder', { selector: 'h2' });
    const questions = title.closest('details')!;
    await userEvent.click(title);
    expect(questions).not.toHaveAttribute('open');
    await userEvent.click(within(outline).getByText('Founder'));
    expect(questions).toHaveAttribute('open');
  });

  it('draws a topic page’s button as a list of what it may do, never as code words', () => {
    renderForm('page', '/forex-scams', seededPage('/forex-scams').data);
    expect(screen.queryByLabelText(/^Kind/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Default scam type/)).not.toBeInTheDocument();
    const hero = screen.getByRole('group', { name: 'Hero' });
    expect(within(hero).getByLabelText('Button leads to')).toHaveDisplayValue('The consultation wizard, Forex chosen');
  });

  it('picks a cover icon by sight and a colour by name, and keeps what it stores a code the templates draw', async () => {
    let latest: Record<string, unknown> = {};
    renderForm('news', 'x', { ...blankFormData(CONTENT_KIND_FORMS.news), cover: { icon: 'shield', tone: '' } }, (data) => (latest = data), { 'data.cover.icon': 'Choose one' });
    const picker = screen.getByRole('button', { name: 'Icon shield: not drawn, choose one' });
    expect(picker).toHaveAccessibleDescription('Choose one');
    await userEvent.click(picker);
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose the icon' })).getByRole('radio', { name: 'Shield alert' }));
    expect(screen.getByRole('button', { name: 'Icon Shield alert' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    expect(latest.cover).toEqual({ icon: 'ShieldAlert', tone: 'cta' });
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
  });

  it('adds, moves and removes the entries of a list, and names a new section’s anchor after its title', async () => {
    let latest: Record<string, unknown> = {};
    renderForm('page', '/privacy-policy', { privacyPolicy: { title: 'Privacy', subtitle: 'How', lastUpdated: 'Today', sections: [{ id: 'first', title: 'First', blocks: [] }] } }, (data) => (latest = data));
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    await userEvent.type(within(second).getByLabelText('Title'), 'Your rights');
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Section 2' }));
    const sections = () => (latest.privacyPolicy as { sections: { id: string; title: string }[] }).sections;
    expect(sections().map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'your-rights', title: 'Your rights' },
      { id: 'first', title: 'First' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Section 1' }));
    expect(sections().map((section) => section.title)).toEqual(['First']);
  });

  it('counts the words and the minutes to read', () => {
    expect(readingOf({ body: [{ kind: 'paragraph', text: 'Scammers now pose as regulators.' }], cover: { icon: 'ShieldAlert', tone: 'cta' } })).toEqual({ words: 5, minutes: 1 });
    renderForm('news', 'x', { ...blankFormData(CONTENT_KIND_FORMS.news), category: 'Scam alert' });
    expect(screen.getByText('News item: 2 words, about 1 minute to read.')).toBeVisible();
  });
});
