// @ts-check
// The routes whose addresses come from the published content, not from the build: a news item's, an article's,
// a case study's (their `path`, contentPathOf in @frc/contracts' contentCodes.ts), the blog's topic pages
// (from the published articles' categories) and the entries a page item lists in its data (`listedIn`: a tool's
// review). The renderer (@frc/site-runtime's contentPages.mjs) renders the published ones at those routes and lists
// them in the content sitemap; a remote's build-time sitemap leaves them out (routes.js). Here, with the routes
// documents, so the build needs nothing of the runtime; CommonJS with no imports, so the render image copies this
// one file.

/** By the route's path with each parameter's name dropped (`/blog/article/:articleId` → `/blog/article/:`). */
const CONTENT_ROUTES = {
  '/blog/article/:': { kind: 'news' },
  '/blog/case-study/:': { kind: 'case_study' },
  '/blog/category/:': { kind: 'article', categories: true },
  '/blog/:': { kind: 'article' },
  // A tool's review: one for each entry of the tool directory page's `fraudTools`, at its `slug`.
  '/fraud-prevention-review/:': { kind: 'page', listedIn: { page: '/fraud-prevention-tools', field: 'fraudTools' } },
};

/** The route's path with its parameters' names dropped. */
const routeShape = (routePath) => routePath.replace(/:[^/]+/g, ':');

/** What a route's addresses are made of when the content gives them: `{ kind, categories? }`, or undefined. */
function contentRouteOf(routePath) {
  return Object.hasOwn(CONTENT_ROUTES, routeShape(routePath)) ? CONTENT_ROUTES[routeShape(routePath)] : undefined;
}

/**
 * The addresses of a route whose pages are the entries a page item lists (`listedIn`), in `items` (published
 * content's): the route's shape with each entry's `slug` for its parameter. None while that page is not published.
 */
function listedAddresses(shapeOrPath, shape, items) {
  const { page, field } = shape.listedIn;
  const lister = items.find((item) => item.kind === 'page' && item.slug === page && item.path);
  const entries = lister && Array.isArray(lister.data?.[field]) ? lister.data[field] : [];
  const slugs = entries.map((entry) => entry?.slug).filter((slug) => typeof slug === 'string' && /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(slug));
  return [...new Set(slugs)].map((slug) => routeShape(shapeOrPath).replace(':', slug));
}

/** Whether `address` is one of a route's (its static segments equal, one segment for each parameter). */
function routeAnswers(routePath, address) {
  const route = routePath.split('/');
  const given = address.replace(/\/+$/, '').split('/');
  return route.length === given.length && route.every((segment, index) => segment.startsWith(':') ? given[index] !== '' : segment === given[index]);
}

module.exports = { CONTENT_ROUTES, contentRouteOf, listedAddresses, routeAnswers };
