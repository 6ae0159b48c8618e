import fs from 'node:fs';
import { blockArraysOf, linkTargetsOf, type ContentFields } from '@frc/contracts';

/**
 * The site's pages that are not content items (the remotes' templates: /contact, /login, /blog…), as path patterns
 * (`/blog/:slug`, `/dashboard/*`). The API cannot see the remotes' builds, so the deployment hands it their routes:
 * `CONTENT_KNOWN_PATHS_FILE` names a JSON file, either a list of paths or the remotes' routes.json documents (every
 * `path` in it counts). Without it, only published items' addresses are known.
 */
export type PathMatcher = (path: string) => boolean;

function patternOf(route: string): RegExp {
  const body = route
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body || ''}/?$`);
}

/** Every `path` (or plain path string) anywhere in a routes document. */
function pathsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, each]) => (key === 'path' && typeof each === 'string' ? [each] : typeof each === 'object' ? pathsIn(each) : []));
  }
  return [];
}

export function matcherOf(routes: readonly string[]): PathMatcher {
  const exact = new Set(routes.filter((route) => !/[:*]/.test(route)).map((route) => route.replace(/(.)\/+$/, '$1')));
  const patterns = routes.filter((route) => /[:*]/.test(route)).map(patternOf);
  return (path) => exact.has(path.replace(/(.)\/+$/, '$1')) || patterns.some((pattern) => pattern.test(path));
}

export function readKnownPaths(file: string | null): string[] {
  if (!file) return [];
  return pathsIn(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The remote whose templates draw the content items: its routes are where page items live, not reserved. */
export const CONTENT_REMOTE = 'marketing';

/**
 * The paths the other remotes' routes.json documents claim (intake's /contact-us, the portal's /dashboard/*): no
 * content item may take them. A plain list of paths claims nothing (it does not say whose they are).
 */
export function readClaimedPaths(file: string | null): string[] {
  if (!file) return [];
  const documents: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const list = Array.isArray(documents) ? documents : [documents];
  return list.filter((document) => document && typeof document === 'object' && 'remote' in document && document.remote !== CONTENT_REMOTE).flatMap(pathsIn);
}

/**
 * The internal link targets in an item's bodies that lead nowhere: neither a page of the site, nor a published
 * item's address (or an old one kept as a redirect). Query and fragment are not part of the address.
 */
export function brokenLinksOf(fields: ContentFields, isStaticPage: PathMatcher, liveContent: ReadonlySet<string>): string[] {
  const targets = blockArraysOf(fields.data).flatMap((blocks) => linkTargetsOf(blocks));
  const internal = targets.filter((target) => target.startsWith('/') && !target.startsWith('//'));
  const broken = internal.filter((target) => {
    const path = target.replace(/[?#].*$/, '') || '/';
    return !isStaticPage(path) && !liveContent.has(path) && !liveContent.has(path.replace(/(.)\/+$/, '$1'));
  });
  return [...new Set(broken)];
}
