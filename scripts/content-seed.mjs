#!/usr/bin/env node
// Writes the site's first content, api/src/content/seed/<kind>.json, from the content files mf-marketing had before
// its pages became templates (run once, at the commit before those files were deleted:
// `git checkout <commit>~ -- mf-marketing/src && node scripts/content-seed.mjs`). Each file is an array of
// { id, slug, title, description, socialImage: null, data }. Icons become their lucide names; team portraits the
// name of the drawing the remote serves.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'mf-marketing/src');
const out = join(root, 'api/src/content/seed');

// Every content module, by a name the seed refers to it by.
const MODULES = {
  testimonials: 'features/content-service/data/testimonials.ts',
  successStories: 'features/content-service/data/successStories.ts',
  services: 'features/content-service/data/services.ts',
  scamTypes: 'features/content-service/data/scamTypes.ts',
  teamMembers: 'features/content-service/data/teamMembers.ts',
  news: 'pages/news/newsItems.ts',
  articles: 'features/blog/blogArticles.ts',
  caseStudies: 'pages/case-studies/caseStudies.ts',
  faq: 'pages/faq/faqContent.ts',
  blacklists: 'features/blacklist/blacklists.ts',
  home: 'pages/home/homeContent.ts',
  about: 'pages/about/aboutContent.ts',
  affiliate: 'pages/affiliate/affiliateContent.ts',
  scamBlacklist: 'pages/blacklists/scamBlacklist.ts',
  imposterBlacklist: 'pages/blacklists/imposterBlacklist.ts',
  blogSections: 'pages/blog/blogSections.ts',
  cookiePolicy: 'pages/cookie-policy/cookiePolicyContent.ts',
  privacyPolicy: 'pages/privacy-policy/privacyPolicyContent.ts',
  termsOfService: 'pages/terms-of-service/termsOfServiceContent.ts',
  groups: 'pages/groups/serviceGroups.ts',
  reportAScam: 'pages/report-a-scam/reportAScamContent.ts',
  sitemap: 'pages/sitemap/sitemapContent.ts',
  support: 'pages/support/supportContent.ts',
  testimonialsPage: 'pages/testimonials/testimonialsContent.ts',
  tips: 'pages/tips/preventionTips.ts',
  trackRecord: 'pages/track-record/trackRecordContent.ts',
  whistleblowing: 'pages/whistleblowing/cryptoTracingExplainer.ts',
  fraudTools: 'features/fraud-tools/fraudTools.ts',
  scamTypeCards: 'shared/content/scamTypeCards.ts',
  fraudPlatforms: 'shared/content/fraudPlatforms.ts',
  binaryOptionsScams: 'pages/scam-types/binaryOptionsScamsContent.ts',
  digitalCurrencyScams: 'pages/scam-types/digitalCurrencyScamsContent.ts',
  forexScams: 'pages/scam-types/forexScamsContent.ts',
  stockTradingScams: 'pages/scam-types/stockTradingScamsContent.ts',
  financialScams: 'pages/scam-types/financialScamsContent.ts',
  creditCardPhishing: 'pages/scam-types/creditCardPhishingContent.ts',
  romanceScams: 'pages/scam-types/romanceScamsContent.ts',
  propertyScams: 'pages/scam-types/propertyScamsContent.ts',
  cyberInvestigations: 'pages/services/cyberInvestigationsContent.ts',
  cryptoAssetTracing: 'pages/services/cryptoAssetTracingContent.ts',
  digitalCurrency: 'pages/services/digitalCurrencyContent.ts',
  kycServices: 'pages/services/kycServicesContent.ts',
  scamRestitutionConsulting: 'pages/services/scamRestitutionConsultingContent.ts',
  adrGuidance: 'pages/services/adrGuidanceContent.ts',
  regulatoryCompliance: 'pages/services/regulatoryComplianceContent.ts',
  amlCompliance: 'pages/services/amlComplianceContent.ts',
};

/** The pages drawn by the article layout: path → module (its data is the module's one export). */
const ARTICLE_PAGES = {
  '/binary-options-scams': 'binaryOptionsScams',
  '/digital-currency-scams': 'digitalCurrencyScams',
  '/forex-scams': 'forexScams',
  '/stock-trading-scams': 'stockTradingScams',
  '/financial-scams': 'financialScams',
  '/credit-card-phishing': 'creditCardPhishing',
  '/romance-scams': 'romanceScams',
  '/property-scams': 'propertyScams',
  '/cyber-investigations': 'cyberInvestigations',
  '/crypto-asset-tracing': 'cryptoAssetTracing',
  '/digital-currency': 'digitalCurrency',
  '/kyc-services': 'kycServices',
  '/scam-restitution-consulting': 'scamRestitutionConsulting',
  '/adr-guidance': 'adrGuidance',
  '/regulatory-compliance-and-other-services': 'regulatoryCompliance',
  '/aml-compliance': 'amlCompliance',
};

/** The other pages: path → the page component (its head is read from its usePageMeta) and the modules whose exports are its data. */
const OTHER_PAGES = {
  '/': { page: 'pages/home/HomePage.tsx', modules: ['home', 'scamTypeCards', 'fraudPlatforms'] },
  '/about-us': { page: 'pages/about/AboutPage.tsx', modules: ['about'] },
  '/testimonials': { page: 'pages/testimonials/TestimonialsPage.tsx', modules: ['testimonialsPage'] },
  '/track-record': { page: 'pages/track-record/TrackRecordPage.tsx', modules: ['trackRecord'] },
  '/faq': { page: 'pages/faq/FaqPage.tsx', modules: [] },
  '/affiliate': { page: 'pages/affiliate/AffiliatePage.tsx', modules: ['affiliate'] },
  '/sitemap': { page: 'pages/sitemap/SitemapPage.tsx', modules: ['sitemap'] },
  '/privacy-policy': { page: 'pages/privacy-policy/PrivacyPolicyPage.tsx', modules: ['privacyPolicy'] },
  '/terms-of-service': { page: 'pages/terms-of-service/TermsOfServicePage.tsx', modules: ['termsOfService'] },
  '/cookie-policy': { page: 'pages/cookie-policy/CookiePolicyPage.tsx', modules: ['cookiePolicy'] },
  '/support': { page: 'pages/support/SupportPage.tsx', modules: ['support'] },
  '/report-a-scam': { page: 'pages/report-a-scam/ReportAScamPage.tsx', modules: ['reportAScam'] },
  '/investigation': { page: 'pages/groups/InvestigationPage.tsx', modules: [], data: (m) => m.groups.INVESTIGATION_GROUP },
  '/professional-consulting': { page: 'pages/groups/ProfessionalConsultingPage.tsx', modules: [], data: (m) => m.groups.PROFESSIONAL_CONSULTING_GROUP },
  '/black-list-scams': { page: 'pages/blacklists/ScamBlacklistPage.tsx', modules: ['scamBlacklist'] },
  '/black-list-imposters-copycats': { page: 'pages/blacklists/ImposterBlacklistPage.tsx', modules: ['imposterBlacklist'] },
  '/whistleblowing': { page: 'pages/whistleblowing/WhistleblowingPage.tsx', modules: ['whistleblowing'] },
  '/fraud-prevention-tools': { page: 'pages/fraud-prevention/FraudPreventionToolsPage.tsx', modules: ['fraudTools'] },
  '/blog': { page: 'pages/blog/BlogIndexPage.tsx', modules: ['blogSections'], data: (m) => ({ featuredArticles: m.articles.FEATURED_ARTICLES.map((a) => a.slug) }) },
  '/blog/latest-news': { page: 'pages/news/LatestNewsPage.tsx', modules: [] },
  '/blog/case-studies': { page: 'pages/case-studies/CaseStudiesPage.tsx', modules: [] },
  '/blog/scam-prevention-tips': { page: 'pages/tips/ScamPreventionTipsPage.tsx', modules: ['tips'] },
};

/** 'HOME_HERO' → 'homeHero'. */
const camel = (name) => name.toLowerCase().replace(/_([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** 'They told me honestly…' → 'they-told-me-honestly'. */
function slugify(text, words = 6) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, words)
    .join('-');
}

async function loadModules() {
  const entry = Object.entries(MODULES)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(join(src, file))};`)
    .join('\n');
  const bundled = join(root, 'node_modules/.cache/content-seed.mjs');
  await mkdir(dirname(bundled), { recursive: true });
  await build({
    stdin: { contents: entry, resolveDir: src, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: bundled,
    external: ['lucide-react', 'react'],
    logLevel: 'error',
    plugins: [
      {
        // A portrait drawing stays a file of the remote: content names it.
        name: 'drawings-by-name',
        setup(builder) {
          builder.onLoad({ filter: /\.svg$/ }, (file) => ({ contents: `export default ${JSON.stringify(basename(file.path))};`, loader: 'js' }));
        },
      },
    ],
  });
  const modules = await import(pathToFileURL(bundled).href);
  await rm(bundled);
  return modules;
}

/** Each icon by the name the content files imported it as (lucide-react exports aliases too: House and Home). */
async function iconNames() {
  const lucide = await import('lucide-react');
  const names = new Map();
  for (const file of Object.values(MODULES)) {
    const text = await readFile(join(src, file), 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of list.split(',').map((part) => part.trim()).filter((part) => /^[A-Z]/.test(part))) names.set(lucide[name], name);
  }
  for (const [name, value] of Object.entries(lucide)) {
    if (!value || typeof value !== 'object' || !('render' in value)) continue;
    if (name.endsWith('Icon') || name.startsWith('Lucide')) continue;
    if (!names.has(value)) names.set(value, name);
  }
  return names;
}

/** Plain JSON: an icon component becomes its name. */
function plain(value, icons) {
  if (Array.isArray(value)) return value.map((item) => plain(item, icons));
  if (value && typeof value === 'object') {
    if (icons.has(value)) return icons.get(value);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, icons)]));
  }
  if (typeof value === 'function') throw new Error(`A function in content: ${value.name}`);
  return value;
}

/** The page's title and description as its usePageMeta gives them. */
async function headOf(pageFile, company) {
  const text = await readFile(join(src, pageFile), 'utf8');
  const call = text.slice(text.indexOf('usePageMeta({'));
  const field = (name) => {
    const match = call.match(new RegExp(`${name}:\\s*(['\`])((?:\\\\.|(?!\\1).)*)\\1`, 's'));
    if (!match) return '';
    return match[2].replace(/\\'/g, "'").replace(/\$\{COMPANY\.(\w+)\}/g, (_, key) => company[key]);
  };
  return { title: field('title'), description: field('description') };
}

function record(id, slug, title, description, data) {
  return { id, slug, title, description, socialImage: null, data };
}

/** A spec record (id, fields…) as an item: its title field is the item's title, the rest its data. */
function specRecords(records, titleField) {
  const slugs = new Set();
  return records.map(({ id, ...fields }) => {
    let slug = slugify(fields[titleField]);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const { [titleField]: title, ...data } = fields;
    return record(id, slug, title, '', data);
  });
}

async function main() {
  const [m, icons, { COMPANY }] = await Promise.all([loadModules(), iconNames(), import(pathToFileURL(join(root, 'packages/ui/src/company.ts')).href).catch(() => ({ COMPANY: { name: 'ClearTrace Recovery' } }))]);
  const json = (value) => plain(value, icons);
  const seed = {};

  seed.testimonial = specRecords(json(m.testimonials.TESTIMONIALS), 'title');
  seed.success_story = specRecords(json(m.successStories.SUCCESS_STORIES), 'name');
  seed.service = specRecords(json(m.services.SERVICES), 'title');
  seed.scam_type = specRecords(json(m.scamTypes.SCAM_TYPE_RECORDS), 'title');
  seed.team_member = specRecords(json(m.teamMembers.TEAM_MEMBERS), 'name');

  seed.news = json(m.news.NEWS_ITEMS).map(({ id, title, excerpt, body, cover, ...data }) =>
    record(id, String(id), title, excerpt, { ...data, cover: { icon: cover.Icon, tone: cover.tone }, body: body.map((text) => ({ kind: 'paragraph', text })) }),
  );
  seed.article = json(m.articles.BLOG_ARTICLES).map(({ slug, title, excerpt, ...data }, index) => record(index + 1, slug, title, excerpt, data));
  seed.case_study = json(m.caseStudies.CASE_STUDIES).map(({ id, title, description, Icon, tone, ...data }) =>
    record(id, String(id), title, description, { ...data, cover: { icon: Icon, tone } }),
  );
  seed.faq = json(m.faq.FAQ_ITEMS).map(({ title, content }, index) => record(index + 1, slugify(title), title, '', { content }));
  seed.blacklist_entry = Object.entries({ scam: m.blacklists.SCAM_BLACKLIST, imposter: m.blacklists.IMPOSTER_BLACKLIST })
    .flatMap(([list, entries]) => json(entries).map((entry) => ({ list, ...entry })))
    .map(({ name, ...data }, index) => record(index + 1, slugify(`${data.list} ${name}`, 8), name, data.warning, data));

  const pages = [];
  for (const [path, name] of Object.entries(ARTICLE_PAGES)) {
    const { meta, ...data } = json(Object.values(m[name])[0]);
    pages.push(record(pages.length + 1, path, meta.title, meta.description, data));
  }
  for (const [path, { page, modules, data }] of Object.entries(OTHER_PAGES)) {
    const fields = {};
    for (const name of modules) for (const [key, value] of Object.entries(m[name])) if (typeof value !== 'function') fields[camel(key)] = json(value);
    const pageData = { ...fields, ...(data ? json(data(m)) : {}) };
    // A page whose head is in its data (SUPPORT.meta, a service group's meta) keeps it there too.
    const meta = pageData.meta ?? Object.values(pageData).find((value) => value && typeof value === 'object' && 'meta' in value)?.meta;
    const head = meta ?? (await headOf(page, COMPANY));
    pages.push(record(pages.length + 1, path, head.title, head.description, pageData));
  }
  seed.page = pages;

  await mkdir(out, { recursive: true });
  for (const [kind, items] of Object.entries(seed)) {
    await writeFile(join(out, `${kind}.json`), `${JSON.stringify(items, null, 2)}\n`);
    console.log(`${kind}: ${items.length}`);
  }
}

await main();
