// The back office's forms, declared once per kind and per kind of page: which fields an item's data has, how the
// page names them, in the order the page shows them, and which are chosen from a list. The editor draws them
// (mf-admin's DataFields), a new item starts from them, and the API names a refused field by its label and refuses a
// value no template can draw (closedSetIssues). No zod: browser code imports this file.
import { SCAM_TYPES, type CodeOption } from './codes';
import type { ContentKind } from './contentCodes';
import { LETTER_MERGE_FIELDS } from './engagementCodes';
import type { SiteTextSlug } from './siteText';

/** The icons content may name (a card's, a step's, a tile's): mf-marketing's contentIcons.ts draws exactly these. */
export const CONTENT_ICON_NAMES = [
  'Activity', 'Award', 'BadgeCheck', 'BadgePercent', 'Banknote', 'BarChart3', 'Bitcoin', 'Blocks', 'BookOpenCheck', 'BriefcaseBusiness', 'Building2', 'CalendarCheck',
  'ChartCandlestick', 'ChartLine', 'CircleDollarSign', 'ClipboardCheck', 'ClipboardList', 'Clock', 'Compass', 'CreditCard', 'FileCheck2', 'FileSearch', 'FileStack', 'FileText',
  'Fingerprint', 'Fish', 'FolderOpen', 'FolderSearch', 'Gavel', 'Gem', 'Globe', 'Globe2', 'GraduationCap', 'HandCoins', 'HandHeart', 'Handshake', 'Headset', 'HeartCrack',
  'HeartHandshake', 'House', 'KeyRound', 'Landmark', 'Languages', 'LifeBuoy', 'Lightbulb', 'ListChecks', 'Lock', 'LockKeyhole', 'MailCheck', 'MailX', 'MessageCircle',
  'MessagesSquare', 'Microscope', 'Network', 'Newspaper', 'PenLine', 'PhoneIncoming', 'PhoneOff', 'Pickaxe', 'RefreshCw', 'Rocket', 'Route', 'Scale', 'ScanFace', 'ScanSearch',
  'SearchCheck', 'Send', 'ShieldAlert', 'ShieldCheck', 'Signpost', 'Siren', 'Smartphone', 'Star', 'Truck', 'UserCheck', 'Wallet', 'Waypoints',
] as const;
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];
/** The icons a drawn cover (a news item's, a case study's) may show: few, so the islands that draw cards stay small. */
export const COVER_ICON_NAMES = ['Bitcoin', 'Building2', 'ChartCandlestick', 'ChartLine', 'CircleDollarSign', 'HeartHandshake', 'LifeBuoy', 'Newspaper', 'ShieldAlert', 'Siren', 'Truck'] as const;
export type CoverIconName = (typeof COVER_ICON_NAMES)[number];

/** A named colour an editor picks: `color` is what the swatch shows (the template's own colour). */
export interface Swatch extends CodeOption {
  readonly color: string;
}
export const COVER_TONES = [
  { code: 'brand', label: 'Navy', color: '#0b3b60' },
  { code: 'accent', label: 'Teal', color: '#0f7b6c' },
  { code: 'cta', label: 'Orange', color: '#c2410c' },
  { code: 'dark', label: 'Night', color: '#1e2a3a' },
  { code: 'slate', label: 'Slate', color: '#475569' },
] as const satisfies readonly Swatch[];
export type CoverTone = (typeof COVER_TONES)[number]['code'];
const TOOL_TONES = COVER_TONES.filter((tone) => tone.code !== 'slate');
export const PORTRAIT_TONES = [
  { code: 'teal', label: 'Teal', color: '#0f7b6c' },
  { code: 'navy', label: 'Navy', color: '#0b3b60' },
  { code: 'amber', label: 'Amber', color: '#b45309' },
  { code: 'slate', label: 'Slate', color: '#475569' },
] as const satisfies readonly Swatch[];

/** The blog's topics, as its tabs name them. */
export const BLOG_CATEGORIES = ['Forex Trading', 'Binary Trading', 'Digital Currency', 'Stock Trading', 'Other Scams'] as const;
const options = (codes: readonly string[]): CodeOption[] => codes.map((code) => ({ code, label: code }));

interface FieldBase {
  /** The key in the item's data. */
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  /** The page draws the part only when it is there: the form offers to add or remove it. */
  readonly optional?: boolean;
  /** Blank is stored as null (a testimonial without a video). */
  readonly nullable?: boolean;
}

/**
 * One field of a form. `line` is one line of text, `text` several; `body` a body of blocks; `link` a site path or
 * an address; `lines` a list of paragraphs. The closed sets: `choice` (a select), `icon` (a picker of drawn icons),
 * `tone` (named swatches), `action` (what a consultation button does). `hidden` is technical: kept as the page has it,
 * never shown; `anchor` is an entry's anchor id, hidden, made from its title.
 */
export type FormField =
  | (FieldBase & { readonly type: 'line' | 'text' | 'body' | 'date' | 'number' | 'switch' | 'link' | 'image' })
  /** `numeric`: the codes are numbers, stored as numbers. */
  | (FieldBase & { readonly type: 'choice'; readonly options: readonly CodeOption[]; readonly numeric?: boolean })
  | (FieldBase & { readonly type: 'icon'; readonly icons: readonly string[] })
  | (FieldBase & { readonly type: 'tone'; readonly tones: readonly Swatch[] })
  | (FieldBase & { readonly type: 'action' })
  | (FieldBase & { readonly type: 'group'; readonly fields: readonly FormField[] })
  /** A repeated group or line: each entry is named `entry` and its number ("Question 2"). */
  | (FieldBase & { readonly type: 'list'; readonly entry: string; readonly of: EntryField })
  | { readonly key: string; readonly type: 'hidden'; readonly label?: undefined; readonly help?: undefined; readonly optional?: boolean }
  | { readonly key: string; readonly type: 'anchor'; readonly label?: undefined; readonly help?: undefined; readonly optional?: boolean };
export type FormFieldType = FormField['type'];
/** What a list repeats: a group's fields, or one line or text. */
export type EntryField = { readonly type: 'group'; readonly fields: readonly FormField[] } | { readonly type: 'line' | 'text' | 'link' };

/** A part of the page under the name the page gives it ("Hero", "How recovery works"), in page order. */
export interface FormSection {
  readonly title: string;
  readonly fields: readonly FormField[];
}
export interface ContentForm {
  /** What the form is for, as the editor names it ("Home page", "News item"). */
  readonly label: string;
  readonly sections: readonly FormSection[];
}

// ---------- Builders: a declaration reads as the page does ----------

type Extra = Partial<Pick<FieldBase, 'help' | 'optional' | 'nullable'>>;
const line = (key: string, label: string, extra: Extra = {}): FormField => ({ key, label, type: 'line', ...extra });
const text = (key: string, label: string, extra: Extra = {}): FormField => ({ key, label, type: 'text', ...extra });
const body = (key: string, label: string, extra: Extra = {}): FormField => ({ key, label, type: 'body', ...extra });
const link = (key: string, label: string, extra: Extra = {}): FormField => ({ key, label, type: 'link', help: 'A page of the site, like /forex-scams, or an https:// address.', ...extra });
const group = (key: string, label: string, fields: readonly FormField[], extra: Extra = {}): FormField => ({ key, label, type: 'group', fields, ...extra });
const list = (key: string, label: string, entry: string, of: EntryField | readonly FormField[], extra: Extra = {}): FormField => ({
  key,
  label,
  type: 'list',
  entry,
  of: 'type' in of ? (of as EntryField) : { type: 'group', fields: of as readonly FormField[] },
  ...extra,
});
const paragraphs = (key: string, label: string, entry = 'Paragraph', extra: Extra = {}) => list(key, label, entry, { type: 'text' }, extra);
const points = (key: string, label: string, entry = 'Point', extra: Extra = {}) => list(key, label, entry, { type: 'line' }, extra);
const icon = (key = 'Icon', label = 'Icon', icons: readonly string[] = CONTENT_ICON_NAMES): FormField => ({ key, label, type: 'icon', icons });
const tone = (tones: readonly Swatch[], key = 'tone', label = 'Colour'): FormField => ({ key, label, type: 'tone', tones });
const choice = (key: string, label: string, choices: readonly CodeOption[], extra: Extra & { numeric?: boolean } = {}): FormField => ({ key, label, type: 'choice', options: choices, ...extra });
const action = (key = 'action', label = 'Button leads to'): FormField => ({ key, label, type: 'action' });
const hidden = (key: string, optional = false): FormField => ({ key, type: 'hidden', ...(optional ? { optional } : {}) });
const anchor = (key = 'id', optional = false): FormField => ({ key, type: 'anchor', ...(optional ? { optional } : {}) });
const titleText = (extra: FormField[] = []) => [line('title', 'Title'), text('text', 'Text'), ...extra];
const question = () => [line('title', 'Question'), paragraphs('content', 'Answer')];
const linkCard = (more: FormField[] = []) => [line('title', 'Title'), link('to', 'Leads to'), icon(), ...more];
const section = (title: string, fields: readonly FormField[]): FormSection => ({ title, fields });

/** What a consultation button may do: open the wizard (its scam type preselected or not), or the contact form. */
export const CONSULTATION_ACTIONS: readonly (CodeOption & { value: Record<string, string> })[] = [
  { code: 'wizard', label: 'The consultation wizard', value: { kind: 'wizard' } },
  ...SCAM_TYPES.map((scamType) => ({ code: `wizard:${scamType.code}`, label: `The consultation wizard, ${scamType.label} chosen`, value: { kind: 'wizard', defaultScamType: scamType.code } })),
  { code: 'contact', label: 'The contact form', value: { kind: 'contact' } },
];
/** The option an action value is (`{ kind: 'wizard', defaultScamType: 'forex' }` is `wizard:forex`), or null. */
export function consultationActionCode(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const found = CONSULTATION_ACTIONS.find((option) => JSON.stringify(option.value) === JSON.stringify(value));
  return found?.code ?? null;
}

// ---------- The kinds ----------

const cover = group('cover', 'Cover', [icon('icon', 'Icon', COVER_ICON_NAMES), tone(COVER_TONES)], { optional: true, help: 'The drawn art of the card and the article when there is no image.' });
const portrait = (key: string, label: string) => group(key, label, [line('initials', 'Initials'), tone(PORTRAIT_TONES)]);

export const CONTENT_KIND_FORMS: Readonly<Record<Exclude<ContentKind, 'page' | 'site_text'>, ContentForm>> = {
  news: {
    label: 'News item',
    sections: [
      section('Article', [{ key: 'date', label: 'Date', type: 'date' }, line('category', 'Category'), line('author', 'Author'), body('body', 'Body')]),
      // The featured image (`image`, `imageAlt`) has a field of its own above the sections (the media library's).
      section('Cover', [cover]),
    ],
  },
  article: {
    label: 'Blog article',
    sections: [section('Article', [{ key: 'date', label: 'Date', type: 'date' }, choice('category', 'Category', options(BLOG_CATEGORIES)), line('author', 'Author'), body('content', 'Body')])],
  },
  case_study: {
    label: 'Case study',
    sections: [
      section('Facts', [line('amount', 'Amount recovered'), line('timeframe', 'Time it took')]),
      section('Story', [paragraphs('challenge', 'The challenge'), paragraphs('approach', 'Our approach'), paragraphs('result', 'The result')]),
      section('Cover', [cover]),
    ],
  },
  testimonial: {
    label: 'Testimonial',
    sections: [
      section('Client', [line('clientName', 'Client’s name'), line('location', 'Location'), line('scamType', 'Scam type'), portrait('thumbnail', 'Portrait')]),
      section('Testimonial', [text('quote', 'Quote'), { key: 'videoUrl', label: 'Video address', type: 'link', nullable: true, help: 'An https:// address, or blank for none.' }]),
    ],
  },
  success_story: {
    label: 'Success story',
    sections: [section('Story', [line('recoveredAmount', 'Amount recovered'), text('testimonial', 'Testimonial'), portrait('image', 'Portrait')])],
  },
  service: {
    label: 'Service',
    sections: [
      section('Offer', [line('price', 'Price'), line('additionalInfo', 'Price note', { optional: true, nullable: true }), text('description', 'Description')]),
      section('What it includes', [list('items', 'What it includes', 'Inclusion', [line('title', 'Title'), text('description', 'Detail')], { optional: true })]),
    ],
  },
  scam_type: {
    label: 'Scam type',
    sections: [section('Tile', [{ key: 'link', label: 'Page', type: 'link', help: 'The page the tile leads to, like /forex-scams.' }, { ...icon('icon'), optional: true }])],
  },
  team_member: {
    label: 'Team member',
    sections: [
      section('Member', [
        line('position', 'Position'),
        choice('department', 'Department', options(['Investigations', 'Legal and compliance', 'Client care'])),
        line('image', 'Portrait file', { help: 'The portrait’s file name in the site’s images, like david-cho.svg.' }),
        text('bio', 'Biography'),
      ]),
    ],
  },
  faq: { label: 'FAQ', sections: [section('Answer', [paragraphs('content', 'Answer')])] },
  blacklist_entry: {
    label: 'Blacklist entry',
    sections: [
      section('Entry', [
        choice('list', 'List', [
          { code: 'scam', label: 'Scam companies' },
          { code: 'imposter', label: 'Imposters and copycats' },
        ]),
        line('type', 'Type'),
        text('warning', 'Warning'),
      ]),
    ],
  },
  letter_template: {
    label: 'Letter template',
    sections: [
      section('Letter', [
        body('body', 'Letter', { help: `The letter as the client reads it. Merge fields: ${LETTER_MERGE_FIELDS.map((field) => `{{${field.code}}} (${field.label.toLowerCase()})`).join(', ')}.` }),
      ]),
    ],
  },
};

// ---------- The kinds of page ----------

const articleSections = (key = 'sections') =>
  list(key, 'Sections', 'Section', [anchor(), line('title', 'Title'), line('tocLabel', 'Label in the contents', { optional: true }), body('blocks', 'Text'), list('subsections', 'Subsections', 'Subsection', [anchor('id', true), line('title', 'Title'), body('blocks', 'Text')], { optional: true })]);
const callToAction = (key: string, label: string) => group(key, label, [line('title', 'Title'), text('text', 'Text'), action()]);
const policy = (key: string, label: string): ContentForm => ({
  label,
  sections: [
    section('Heading', [group(key, label, [line('title', 'Title'), line('subtitle', 'Subtitle'), line('lastUpdated', 'Last updated'), list('sections', 'Sections', 'Section', [anchor(), line('title', 'Title'), body('blocks', 'Text')])])]),
  ],
});
const hub = (label: string): ContentForm => ({
  label,
  sections: [
    section('Heading', [hidden('path'), hidden('meta'), line('title', 'Title'), text('lead', 'Introduction')]),
    section('Cards', [list('cards', 'Cards', 'Card', linkCard([text('text', 'Text')]))]),
  ],
});
const listing = (label: string): ContentForm => ({ label, sections: [] });

/**
 * The kinds of page: each page item is one of these, by its path (`paths`); a page at any other path is a topic
 * page (a scam type's or a service's), the layout a new page gets.
 */
export const CONTENT_PAGE_TYPES: readonly (CodeOption & { paths: readonly string[]; form: ContentForm })[] = [
  {
    code: 'home',
    label: 'Home page',
    paths: ['/'],
    form: {
      label: 'Home page',
      sections: [
        section('Hero', [group('homeHero', 'Hero', [line('title', 'Title'), paragraphs('lead', 'Introduction'), points('points', 'Points')]), list('trustBadges', 'Trust badges', 'Badge', [line('label', 'Label'), line('detail', 'Detail'), icon()])]),
        section('Money retrieved', [group('moneyRetrieved', 'Money retrieved', [line('amount', 'Amount'), line('lastUpdate', 'Last updated'), line('text', 'Text')])]),
        section('The site is back', [group('siteIsBack', 'The site is back', titleText())]),
        section('Scam types', [group('scamTypesIntro', 'Scam types', [line('title', 'Title'), text('intro', 'Introduction')]), list('scamTypeCards', 'Scam type cards', 'Card', linkCard())]),
        section('Initial consultation', [group('initialConsultation', 'Initial consultation', [line('title', 'Title'), text('text', 'Text'), points('points', 'Points'), line('action', 'Button label')])]),
        section('How it works', [list('howItWorks', 'How it works', 'Step', titleText())]),
        section('Why work with us', [list('whyWorkWithUs', 'Why work with us', 'Reason', titleText([icon()]))]),
        section('What we offer', [group('offerExplanation', 'What we offer', [line('title', 'Title'), text('intro', 'Introduction'), paragraphs('paragraphs', 'Paragraphs')])]),
        section('Fraud platforms', [
          { key: 'logosPerSlide', label: 'Platforms per slide', type: 'number' },
          group('logoSets', 'Fraud platforms', [list('fraud-platform-kinds', 'Kinds of platform', 'Platform', [line('name', 'Name'), icon()])]),
        ]),
        section('Article', [line('articleTitle', 'Title'), articleSections('articleSections')]),
        section('Blacklist', [group('blacklistTeaser', 'Blacklist', [line('figure', 'Figure'), line('title', 'Title'), text('text', 'Text')])]),
        section('Beware of impersonators', [group('impersonatorWarning', 'Beware of impersonators', [line('title', 'Title'), text('text', 'Text'), points('rules', 'Rules', 'Rule')])]),
        section('Questions', [list('homeFaq', 'Questions', 'Question', question())]),
        section('Call to action', [group('callToAction', 'Call to action', titleText())]),
      ],
    },
  },
  {
    code: 'about',
    label: 'About us',
    paths: ['/about-us'],
    form: {
      label: 'About us',
      sections: [
        section('Introduction', [group('aboutIntro', 'Introduction', [paragraphs('lead', 'Introduction')])]),
        section('Mission and vision', [group('mission', 'Mission', titleText()), group('vision', 'Vision', titleText())]),
        section('Founder', [group('ceo', 'Founder', [line('name', 'Name'), line('position', 'Position'), line('image', 'Portrait file'), text('quote', 'Quote'), paragraphs('text', 'Biography')])]),
        section('What sets us apart', [list('differentiators', 'What sets us apart', 'Point', titleText([icon()]))]),
        section('Departments', [list('teamDepartments', 'Departments', 'Department', [line('department', 'Name'), hidden('slug'), text('text', 'Text')])]),
      ],
    },
  },
  {
    code: 'testimonials',
    label: 'Testimonials',
    paths: ['/testimonials'],
    form: {
      label: 'Testimonials',
      sections: [
        section('Heading', [
          group('testimonialsPage', 'Heading', [
            line('title', 'Title'),
            text('lead', 'Introduction'),
            line('sectionTitle', 'Stories’ title'),
            text('sectionIntro', 'Stories’ introduction'),
            paragraphs('failure', 'When the stories cannot load'),
            line('ctaTitle', 'Call to action’s title'),
            text('ctaText', 'Call to action’s text'),
          ]),
          { key: 'testimonialsShown', label: 'Testimonials shown at first', type: 'number' },
        ]),
      ],
    },
  },
  {
    code: 'track_record',
    label: 'Track record',
    paths: ['/track-record'],
    form: {
      label: 'Track record',
      sections: [
        section('Figures', [list('trackRecordStats', 'Figures', 'Figure', [line('value', 'Value'), line('label', 'Label')])]),
        section('Recovery process', [list('recoveryProcess', 'Recovery process', 'Step', titleText())]),
        section('Recoveries by year', [
          text('recoveryTablesNote', 'Note'),
          list('recoveryYears', 'Years', 'Year', [
            { key: 'year', label: 'Year', type: 'number' },
            list('rows', 'Rows', 'Row', [
              line('scamType', 'Scam type'),
              { key: 'casesAccepted', label: 'Cases accepted', type: 'number' },
              { key: 'casesRecovered', label: 'Cases recovered', type: 'number' },
              { key: 'amountRecovered', label: 'Amount recovered (USD)', type: 'number' },
            ]),
          ]),
        ]),
      ],
    },
  },
  {
    code: 'affiliate',
    label: 'Affiliate programme',
    paths: ['/affiliate'],
    form: {
      label: 'Affiliate programme',
      sections: [
        section('Introduction', [text('affiliateLead', 'Introduction')]),
        section('Benefits', [list('affiliateBenefits', 'Benefits', 'Benefit', titleText([icon()]))]),
        section('Who can join', [list('whoCanJoin', 'Who can join', 'Group', titleText())]),
        section('How it works', [list('affiliateSteps', 'Steps', 'Step', titleText())]),
        section('Commission', [list('commissionTiers', 'Commission tiers', 'Tier', [line('tier', 'Tier'), line('rate', 'Rate'), text('condition', 'Condition')]), paragraphs('paymentTerms', 'Payment terms', 'Term')]),
        section('Questions', [list('affiliateFaq', 'Questions', 'Question', question())]),
      ],
    },
  },
  {
    code: 'sitemap',
    label: 'Site map',
    paths: ['/sitemap'],
    form: { label: 'Site map', sections: [section('Groups', [list('sitemapGroups', 'Groups', 'Group', [line('title', 'Title'), list('links', 'Links', 'Link', [line('label', 'Label'), link('to', 'Leads to')])])])] },
  },
  { code: 'privacy_policy', label: 'Privacy policy', paths: ['/privacy-policy'], form: policy('privacyPolicy', 'Privacy policy') },
  { code: 'terms', label: 'Terms of service', paths: ['/terms-of-service'], form: policy('termsOfService', 'Terms of service') },
  { code: 'cookie_policy', label: 'Cookie policy', paths: ['/cookie-policy'], form: policy('cookiePolicy', 'Cookie policy') },
  {
    code: 'support',
    label: 'Support',
    paths: ['/support'],
    form: {
      label: 'Support',
      sections: [
        section('Hero', [
          group('support', 'Support', [
            hidden('meta'),
            group('hero', 'Hero', [line('eyebrow', 'Above the title'), line('title', 'Title'), text('lead', 'Introduction'), group('action', 'Button', [line('label', 'Label'), link('to', 'Leads to')])]),
            group('channels', 'Contact channels', [
              line('title', 'Title'),
              list('items', 'Channels', 'Channel', [
                choice('icon', 'Icon', [
                  { code: 'form', label: 'Form' },
                  { code: 'phone', label: 'Phone' },
                  { code: 'mail', label: 'E-mail' },
                  { code: 'post', label: 'Post' },
                ]),
                line('title', 'Title'),
                text('text', 'Text', { optional: true }),
                line('link', 'Link', { optional: true, help: 'Written [label](mailto:…) or [label](tel:…).' }),
              ]),
            ]),
            group('hours', 'Office hours', [line('title', 'Title'), text('intro', 'Introduction'), line('caption', 'Table caption'), text('note', 'Note')]),
            group('client', 'Already a client', [line('title', 'Title'), text('text', 'Text'), group('action', 'Button', [line('label', 'Label'), link('to', 'Leads to')])]),
            group('beforeYouWrite', 'Before you write', [line('title', 'Title'), text('intro', 'Introduction'), points('items', 'Details'), text('outro', 'Closing')]),
            group('notice', 'Notice', titleText().slice(0, 2)),
          ]),
        ]),
      ],
    },
  },
  {
    code: 'report_a_scam',
    label: 'Report a scam',
    paths: ['/report-a-scam'],
    form: {
      label: 'Report a scam',
      sections: [
        section('Page', [
          group('reportAScam', 'Report a scam', [
            hidden('meta'),
            group('hero', 'Hero', [line('eyebrow', 'Above the title'), line('title', 'Title'), text('lead', 'Introduction')]),
            group('authorities', 'Authorities', [
              line('title', 'Title'),
              text('intro', 'Introduction'),
              list('routes', 'Where to report', 'Authority', [line('where', 'Where'), line('name', 'Name'), text('text', 'Text'), link('url', 'Address', { optional: true }), line('linkLabel', 'Link label', { optional: true })]),
            ]),
            group('bank', 'Your bank', [line('title', 'Title'), points('items', 'Steps', 'Step')]),
            group('evidence', 'Evidence', [line('title', 'Title'), text('intro', 'Introduction'), points('items', 'What to keep', 'Item')]),
            group('recoveryScams', 'Recovery scams', titleText()),
            group('help', 'Our help', titleText()),
          ]),
        ]),
      ],
    },
  },
  { code: 'investigation', label: 'Investigation', paths: ['/investigation'], form: hub('Investigation') },
  { code: 'consulting', label: 'Professional consulting', paths: ['/professional-consulting'], form: hub('Professional consulting') },
  {
    code: 'blacklist_scams',
    label: 'Scam blacklist',
    paths: ['/black-list-scams'],
    form: { label: 'Scam blacklist', sections: [section('How we help', [points('howWeHelp', 'How we help')]), section('Reporting', [list('reportingSteps', 'Reporting steps', 'Step', titleText())])] },
  },
  {
    code: 'blacklist_imposters',
    label: 'Imposter blacklist',
    paths: ['/black-list-imposters-copycats'],
    form: { label: 'Imposter blacklist', sections: [section('Signs of an imposter', [list('imposterSigns', 'Signs', 'Sign', titleText())])] },
  },
  {
    code: 'whistleblowing',
    label: 'Whistleblowing',
    paths: ['/whistleblowing'],
    form: { label: 'Whistleblowing', sections: [section('Crypto tracing explained', [list('cryptoTracingExplainer', 'Questions', 'Question', question())])] },
  },
  {
    code: 'fraud_tools',
    label: 'Fraud prevention tools',
    paths: ['/fraud-prevention-tools'],
    form: {
      label: 'Fraud prevention tools',
      sections: [
        section('Introduction', [
          group('directory', 'Introduction', [line('subtitle', 'Subtitle'), text('toolsIntro', 'Tools’ introduction'), text('disclaimer', 'Disclaimer'), line('scamTypesTitle', 'Scam types’ title'), text('scamTypesIntro', 'Scam types’ introduction')]),
        ]),
        section('Tools', [
          list('fraudTools', 'Tools', 'Tool', [
            line('title', 'Name'),
            { key: 'slug', label: 'Review address', type: 'line', help: 'Lower-case words joined by hyphens: the review is at /fraud-prevention-tools/<this>.' },
            line('kind', 'What it is'),
            text('description', 'Description'),
            group('website', 'Website', [hidden('kind'), link('href', 'Address', { optional: true }), link('to', 'Page of this site', { optional: true }), line('label', 'Link label', { optional: true })]),
            icon(),
            tone(TOOL_TONES),
            choice('audience', 'For', options(['Everyone', 'Businesses'])),
            group('review', 'Review', [paragraphs('whatItDoes', 'What it does'), paragraphs('whoItHelps', 'Who it helps'), paragraphs('limits', 'Limits'), text('verdict', 'Verdict')]),
          ]),
        ]),
        section('Scam types', [list('scamTypeLinks', 'Scam types', 'Card', linkCard())]),
      ],
    },
  },
  {
    code: 'blog',
    label: 'Blog',
    paths: ['/blog'],
    form: {
      label: 'Blog',
      sections: [
        section('Sections', [list('blogSections', 'Sections', 'Section', linkCard([text('text', 'Text')]))]),
        section('Featured articles', [list('featuredArticles', 'Featured articles', 'Article', { type: 'line' })]),
        section('Scam types', [list('scamTypeCards', 'Scam type cards', 'Card', linkCard())]),
      ],
    },
  },
  {
    code: 'tips',
    label: 'Scam prevention tips',
    paths: ['/blog/scam-prevention-tips'],
    form: {
      label: 'Scam prevention tips',
      sections: [
        section('Red flags', [points('redFlags', 'Red flags', 'Red flag')]),
        ...(
          [
            ['generalTips', 'General tips'],
            ['onlineSafetyTips', 'Online safety'],
          ] as const
        ).map(([key, label]) => section(label, [group(key, label, [anchor(), line('title', 'Title'), text('intro', 'Introduction'), list('tips', 'Tips', 'Tip', titleText())])])),
        section('Tips by scam type', [list('tipsByScamType', 'Tips by scam type', 'Scam type', [anchor(), line('title', 'Title'), text('intro', 'Introduction'), list('tips', 'Tips', 'Tip', titleText())])]),
        section('After a scam', [list('afterAScamSteps', 'After a scam', 'Step', titleText([icon()]))]),
      ],
    },
  },
  { code: 'listing', label: 'List of items', paths: ['/faq', '/blog/latest-news', '/blog/case-studies'], form: listing('List of items') },
  {
    code: 'topic',
    label: 'Scam-type or service page',
    paths: [],
    form: {
      label: 'Scam-type or service page',
      sections: [
        section('Hero', [group('hero', 'Hero', [line('eyebrow', 'Above the title'), line('title', 'Title'), paragraphs('lead', 'Introduction'), action()]), { key: 'logoCarousel', label: 'Show the fraud platforms’ carousel', type: 'switch' }]),
        section('How recovery works', [group('steps', 'Steps', [line('title', 'Title'), text('intro', 'Introduction', { optional: true }), list('items', 'Steps', 'Step', titleText([icon()]))], { optional: true })]),
        section('Mission', [group('mission', 'Mission', [line('title', 'Title'), text('text', 'Text'), line('linkLabel', 'Link label')], { optional: true })]),
        section('Guarantee', [group('guarantee', 'Guarantee', [{ key: 'includesDoubts', label: 'Include “if in doubt”', type: 'switch' }], { optional: true })]),
        section('Article', [
          group('article', 'Article', [
            articleSections(),
            group('faq', 'Questions', [anchor('id', true), line('title', 'Title'), line('tocLabel', 'Label in the contents', { optional: true }), list('items', 'Questions', 'Question', question()), { key: 'collapsedCount', label: 'Questions shown at first', type: 'number', optional: true }], { optional: true }),
          ]),
          choice('tocOffset', 'Contents line', [
            { code: '100', label: 'Standard (100 px)' },
            { code: '150', label: 'Consulting and compliance (150 px)' },
          ], { numeric: true }),
        ]),
        section('Side panel', [callToAction('sidePanel', 'Side panel')]),
        section('Closing', [callToAction('closing', 'Closing')]),
      ],
    },
  },
];
export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number]['code'];

/** The kind of page at a path: by its path, or a topic page (the layout any new page has). */
export function contentPageTypeOf(path: string) {
  return CONTENT_PAGE_TYPES.find((type) => type.paths.includes(path)) ?? CONTENT_PAGE_TYPES.find((type) => type.code === 'topic')!;
}

/** The site's texts (siteText.ts), each with the form of its slug, named as the page shows them. */
export const SITE_TEXT_FORMS: Readonly<Record<SiteTextSlug, ContentForm>> = {
  footer: {
    label: 'Footer',
    sections: [
      section('About', [text('blurb', 'Blurb', { help: 'Under the logo.' })]),
      section('Company', [list('links', 'Links', 'Link', [line('label', 'Label'), link('to', 'Leads to')])]),
      section('Contact', [line('phone', 'Phone', { help: 'Also on the contact page. Like +1 (202) 555-0147.' }), line('email', 'E-mail'), line('address', 'Address')]),
      section('Opening hours', [line('officeHoursCaption', 'Caption'), list('officeHours', 'Office hours', 'Office hours', [line('days', 'Days'), line('hours', 'Hours')])]),
      section('Important information', [paragraphs('disclaimers', 'Disclaimers', 'Disclaimer')]),
    ],
  },
  'regulatory-strip': { label: 'Regulatory statements', sections: [section('Statements', [paragraphs('statements', 'Statements', 'Statement')])] },
  'contact-page': {
    label: 'Contact page',
    sections: [
      section('Heading', [line('heading', 'Heading'), text('introduction', 'Introduction')]),
      section('Guided questions', [line('wizardHeading', 'Heading'), text('wizardIntroduction', 'Introduction')]),
      section('Other ways to reach us', [line('reachHeading', 'Heading', { help: "The phone, e-mail and address are the footer's." })]),
    ],
  },
  forms: {
    label: 'Forms',
    sections: [
      section('Lead form', [line('leadFormEyebrow', 'Eyebrow'), line('leadFormHeading', 'Heading'), text('leadFormIntroduction', 'Introduction')]),
      section('Contact form', [line('contactFormAmountHint', 'Amount lost: hint')]),
    ],
  },
  'thank-you': {
    label: 'Thank-you page',
    sections: [
      section('Without a request', [line('noRequestHeading', 'Heading'), text('noRequestText', 'Text')]),
      section('After a request', [text('sentIntroduction', 'Introduction'), text('reportText', 'Official routes: text'), line('reportLinkLabel', 'Official routes: link text')]),
    ],
  },
};

/** The form of an item: its kind's, for a page its kind of page's (by its path), for a site text its slug's. */
export function contentFormOf(kind: ContentKind, slug: string): ContentForm {
  if (kind === 'site_text') return Object.hasOwn(SITE_TEXT_FORMS, slug) ? SITE_TEXT_FORMS[slug as SiteTextSlug] : { label: 'Site text', sections: [] };
  return kind === 'page' ? contentPageTypeOf(slug).form : CONTENT_KIND_FORMS[kind];
}

// ---------- What a form gives: blank values, labels, refusals ----------

/** A new value of a field: blank text, today for a date, one blank entry for a list of groups, nothing for an optional part. */
export function blankOf(field: FormField | EntryField, today: string = new Date().toISOString().slice(0, 10)): unknown {
  switch (field.type) {
    case 'date':
      return today;
    case 'number':
      return 0;
    case 'switch':
      return false;
    case 'body':
      return [];
    case 'image':
      return null;
    case 'link':
      return 'nullable' in field && field.nullable ? null : '';
    case 'action':
      return CONSULTATION_ACTIONS[0]!.value;
    case 'choice':
      return field.numeric ? Number(field.options[0]!.code) : '';
    case 'group':
      return blankData(field.fields, today);
    case 'list':
      return field.of.type === 'group' ? [blankOf(field.of, today)] : [];
    default:
      return '';
  }
}

/** A new item's data: every field of its form, blank; optional parts left out. */
export function blankData(fields: readonly FormField[], today?: string): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => !field.optional && field.type !== 'image').map((field) => [field.key, blankOf(field, today)]));
}
export const blankFormData = (form: ContentForm, today?: string) => blankData(form.sections.flatMap((each) => each.fields), today);

/** A form's fields, whichever section they are in, each with its section. */
const fieldsWithSections = (form: ContentForm) => form.sections.flatMap((each) => each.fields.map((field) => ({ field, section: each.title })));

const HEAD_LABELS: Readonly<Record<string, string>> = { slug: 'Address', title: 'Title', description: 'Description', socialImage: 'Social image' };

/**
 * Where a field is, as an editor finds it: "Cover › Icon", "How recovery works › Steps › Step 2 › Title". `path` is
 * the field's path in the item (`['data', 'cover', 'icon']`); a path the form does not declare is named by its keys.
 */
export function fieldLabelOf(form: ContentForm, path: readonly (string | number)[]): string {
  const [root, first, ...rest] = path;
  if (root !== 'data') return HEAD_LABELS[String(root)] ?? String(root);
  const found = fieldsWithSections(form).find(({ field }) => field.key === first);
  if (!found || !found.field.label) return ['Data', ...path.slice(1)].join(' › ');
  const parts = [found.section, found.field.label];
  let field: FormField | EntryField = found.field;
  for (const step of rest) {
    if (field.type === 'list') {
      parts.push(`${field.entry} ${Number(step) + 1}`);
      field = field.of;
    } else if (field.type === 'group') {
      const next: FormField | undefined = field.fields.find((each) => each.key === step);
      if (!next) break;
      if (next.label) parts.push(next.label);
      field = next;
    } else if (field.type === 'body') {
      parts.push(`block ${Number(step) + 1}`);
      break;
    } else break;
  }
  return parts.filter((part, index) => part !== parts[index - 1]).join(' › ');
}

/** "Cover › Icon: choose one": a message led by its field's label, unless it has none or names its place already. */
export function labelledMessage(label: string | undefined, message: string): string {
  if (!label || /^[^:]+ › [^:]+: /.test(message)) return message;
  const lower = /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
  return `${label}: ${lower}`;
}

export const CHOOSE_ONE = 'Choose one';

/**
 * The values of closed sets (icons, colours, choices, actions) that no template can draw, each with its path in
 * the data. A blank value is not refused here (a draft may be unfinished; publishing requires it).
 */
export function closedSetIssues(form: ContentForm, data: Record<string, unknown>): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const visit = (field: FormField | EntryField, value: unknown, path: (string | number)[]) => {
    if (value === undefined || value === null || value === '') return;
    switch (field.type) {
      case 'icon':
        if (!field.icons.includes(value as string)) issues.push({ path, message: CHOOSE_ONE });
        return;
      case 'tone':
        if (!field.tones.some((each) => each.code === value)) issues.push({ path, message: CHOOSE_ONE });
        return;
      case 'choice':
        if (!field.options.some((each) => each.code === String(value))) issues.push({ path, message: CHOOSE_ONE });
        return;
      case 'action':
        if (consultationActionCode(value) === null) issues.push({ path, message: CHOOSE_ONE });
        return;
      case 'group':
        if (typeof value === 'object' && !Array.isArray(value)) for (const child of field.fields) visit(child, (value as Record<string, unknown>)[child.key], [...path, child.key]);
        return;
      case 'list':
        if (Array.isArray(value)) value.forEach((entry, index) => visit(field.of, entry, [...path, index]));
        return;
      default:
    }
  };
  for (const { field } of fieldsWithSections(form)) visit(field, data[field.key], ['data', field.key]);
  return issues;
}

/**
 * The keys of an item's data its form does not declare, and the declared ones it lacks (not optional), as dotted
 * paths: the check that a declaration and the data it edits agree.
 */
export function undeclaredPaths(form: ContentForm, data: Record<string, unknown>): { undeclared: string[]; missing: string[] } {
  const undeclared: string[] = [];
  const missing: string[] = [];
  const visit = (fields: readonly FormField[], value: Record<string, unknown>, path: string) => {
    for (const key of Object.keys(value)) if (!fields.some((field) => field.key === key)) undeclared.push(`${path}${key}`);
    for (const field of fields) {
      const child = value[field.key];
      if (child === undefined) {
        if (!field.optional && field.type !== 'image') missing.push(`${path}${field.key}`);
        continue;
      }
      const of = field.type === 'list' ? field.of : field.type === 'group' ? field : null;
      if (of?.type !== 'group') continue;
      const entries = field.type === 'list' && Array.isArray(child) ? child : [child];
      entries.forEach((entry, index) => {
        if (entry && typeof entry === 'object' && !Array.isArray(entry)) visit(of.fields, entry as Record<string, unknown>, `${path}${field.key}${field.type === 'list' ? `.${index}` : ''}.`);
      });
    }
  };
  visit(form.sections.flatMap((each) => each.fields), data, '');
  return { undeclared, missing };
}
