import type { PageRoute } from '../routing/pageRoute';
import { ARTICLE_PAGES } from './articlePages';
import { CORE_PAGES } from './corePages';
import { RESOURCE_PAGES } from './resourcePages';

/** Every route of this remote, in the order the router tries them. */
export const MARKETING_PAGES: readonly PageRoute[] = [...CORE_PAGES, ...ARTICLE_PAGES, ...RESOURCE_PAGES];
