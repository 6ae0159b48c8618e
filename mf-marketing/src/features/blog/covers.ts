import { Bitcoin, Building2, ChartCandlestick, ChartLine, CircleDollarSign, HeartHandshake, LifeBuoy, Newspaper, ShieldAlert, Siren, Truck, type LucideIcon } from 'lucide-react';
import type { CoverIconName, CoverTone } from '@frc/contracts/browser';
import type { BlogCategory } from './blogArticle';

export type { CoverTone };

/** What the drawn cover of a card shows: an icon on a tinted pattern. */
export interface CoverArt {
  Icon: LucideIcon;
  tone: CoverTone;
}

/** A cover as content stores it: the icon by name. */
export interface CoverData {
  icon: string;
  tone: CoverTone;
}

// The icons a cover may name (COVER_ICON_NAMES, which the editor offers): few, so the islands that draw cards stay small.
const COVER_ICONS: Readonly<Record<CoverIconName, LucideIcon>> = { Bitcoin, Building2, ChartCandlestick, ChartLine, CircleDollarSign, HeartHandshake, LifeBuoy, Newspaper, ShieldAlert, Siren, Truck };

const DEFAULT_COVER: CoverData = { icon: 'Newspaper', tone: 'brand' };

/** The cover content names, drawn; an item without one (or naming an unknown icon) gets the newspaper. */
export function coverArt(cover: Partial<CoverData> | undefined): CoverArt {
  const { icon, tone } = { ...DEFAULT_COVER, ...cover };
  return { Icon: COVER_ICONS[icon as CoverIconName] ?? Newspaper, tone };
}

const CATEGORY_COVERS: Record<BlogCategory, CoverArt> = {
  'Forex Trading': { Icon: CircleDollarSign, tone: 'brand' },
  'Binary Trading': { Icon: ChartCandlestick, tone: 'cta' },
  'Digital Currency': { Icon: Bitcoin, tone: 'accent' },
  'Stock Trading': { Icon: ChartLine, tone: 'slate' },
  'Other Scams': { Icon: ShieldAlert, tone: 'dark' },
};

export function categoryCover(category: string): CoverArt {
  return CATEGORY_COVERS[category as BlogCategory] ?? { Icon: Newspaper, tone: 'brand' };
}
