import { Island } from '@frc/federation';
import { usePageContent } from '../../features/content-service/hooks/usePublished';
import { LogoCarousel, type LogoItem } from './LogoCarousel';

/** The name of the home page's logo set of the kinds of fraudulent platform we trace. */
export const FRAUD_PLATFORM_KINDS = 'fraud-platform-kinds';

/** What the home page's item holds for the carousels (its data's `logoSets` and `logosPerSlide`). */
export interface LogoSetsContent {
  logoSets?: Readonly<Record<string, readonly LogoItem[]>>;
  logosPerSlide?: number;
}

/**
 * The carousel of a logo set of the published home page (the home page's own item; pages that show it are re-rendered
 * with it: packages/site-runtime/contentPages.mjs). The island gets the logos as props, never a copy in the bundle. Nothing
 * while the content loads or when the set is empty.
 */
export function FraudPlatformsCarousel({ set = FRAUD_PLATFORM_KINDS }: { set?: string }) {
  const home = usePageContent('/');
  const content = home.status === 'ready' && home.data ? (home.data.data as LogoSetsContent) : undefined;
  const logos = content?.logoSets?.[set];
  if (!logos || logos.length === 0) return null;
  return <Island module="marketing/LogoCarousel" component={LogoCarousel} props={{ logos, perSlide: content?.logosPerSlide }} hydrate="interaction" />;
}
