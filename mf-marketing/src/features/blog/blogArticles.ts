import { AI_VS_SCAMMERS, SCAM_CALL_PLAYBOOK } from './articles/binaryArticles';
import { CRYPTO_DUSTING, DARK_WEB_SCAMS, TOKEN_SCAMS } from './articles/digitalCurrencyArticles';
import { GUARANTEED_RETURNS_INVESTMENTS, REGULATION_FOREX_TRADING } from './articles/forexArticles';
import { BEC_SCAMS, FREE_GIFT_DANGERS, GIG_ECONOMY_SURVIVAL_GUIDE, HOLIDAY_SCAMS } from './articles/otherScamArticles';
import { MILLENNIALS_GEN_Z_TARGETED } from './articles/stockArticles';
import type { BlogArticle, BlogCategory } from './blogArticle';

/** The twelve articles of the blog, in the order of the index grid. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  REGULATION_FOREX_TRADING,
  GUARANTEED_RETURNS_INVESTMENTS,
  MILLENNIALS_GEN_Z_TARGETED,
  TOKEN_SCAMS,
  SCAM_CALL_PLAYBOOK,
  GIG_ECONOMY_SURVIVAL_GUIDE,
  FREE_GIFT_DANGERS,
  AI_VS_SCAMMERS,
  HOLIDAY_SCAMS,
  CRYPTO_DUSTING,
  BEC_SCAMS,
  DARK_WEB_SCAMS,
];

/** The three articles the index shows first, larger. */
export const FEATURED_ARTICLES: readonly BlogArticle[] = [GUARANTEED_RETURNS_INVESTMENTS, CRYPTO_DUSTING, AI_VS_SCAMMERS];

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

export function articlesIn(category: BlogCategory | null): BlogArticle[] {
  return BLOG_ARTICLES.filter((article) => category === null || article.category === category);
}
