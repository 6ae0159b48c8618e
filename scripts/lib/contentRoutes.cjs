// The routes whose addresses come from the published content, not from the build: a news item's, an article's,
// a case study's (their `path`, contentPathOf in @frc/contracts' contentCodes.ts) and the blog's topic pages
// (from the published articles' categories). The renderer (contentPages.mjs) renders the published ones at those
// routes and lists them in the content sitemap; a remote's build-time sitemap leaves them out
// (packages/build-config/routes.js). CommonJS, beside the renderer: the render image copies it with it.

/** By the route's path with each parameter's name dropped (`/blog/article/:articleId` → `/blog/article/:`). */
const CONTENT_ROUTES = {
  '/blog/article/:': { kind: 'news' },
  '/blog/case-study/:': { kind: 'case_study' },
  '/blog/category/:': { kind: 'article', categories: true },
  '/blog/:': { kind: 'article' },
};

/** The route's path with its parameters' names dropped. */
const routeShape = (routePath) => routePath.replace(/:[^/]+/g, ':');

/** What a route's addresses are made of when the content gives them: `{ kind, categories? }`, or undefined. */
function contentRouteOf(routePath) {
  return Object.hasOwn(CONTENT_ROUTES, routeShape(routePath)) ? CONTENT_ROUTES[routeShape(routePath)] : undefined;
}

/** Whether `address` is one of a route's (its static segments equal, one segment for each parameter). */
function routeAnswers(routePath, address) {
  const route = routePath.split('/');
  const given = address.replace(/\/+$/, '').split('/');
  return route.length === given.length && route.every((segment, index) => segment.startsWith(':') ? given[index] !== '' : segment === given[index]);
}

module.exports = { CONTENT_ROUTES, contentRouteOf, routeAnswers };
