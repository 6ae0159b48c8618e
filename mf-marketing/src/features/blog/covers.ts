import { Bitcoin, ChartCandlestick, ChartLine, CircleDollarSign, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { BlogCategory } from './blogArticle';

/** What the drawn cover of a card shows: an icon on a tinted pattern. */
export interface CoverArt {
  Icon: LucideIcon;
  tone: 'brand' | 'accent' | 'cta' | 'dark' | 'slate';
}

const CATEGORY_COVERS: Record<BlogCategory, CoverArt> = {
  'Forex Trading': { Icon: CircleDollarSign, tone: 'brand' },
  'Binary Trading': { Icon: ChartCandlestick, tone: 'cta' },
  'Digital Currency': { Icon: Bitcoin, tone: 'accent' },
  'Stock Trading': { Icon: ChartLine, tone: 'slate' },
  'Other Scams': { Icon: ShieldAlert, tone: 'dark' },
};

export function categoryCover(category: BlogCategory): CoverArt {
  return CATEGORY_COVERS[category];
}
