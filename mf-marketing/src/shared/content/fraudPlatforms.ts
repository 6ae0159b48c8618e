import {
  Bitcoin,
  BriefcaseBusiness,
  Building2,
  ChartCandlestick,
  CircleDollarSign,
  Gem,
  HeartHandshake,
  LifeBuoy,
  MessagesSquare,
  Pickaxe,
  Smartphone,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** A tile of the logo carousel: a name and its drawn mark. */
export interface LogoItem {
  name: string;
  Icon: LucideIcon;
}

/**
 * The kinds of fraudulent platform our investigators trace most often. We show kinds, not the
 * brand names of real companies: a name on this site must never be mistaken for an accusation.
 */
export const FRAUD_PLATFORM_KINDS: readonly LogoItem[] = [
  { name: 'Fake crypto exchanges', Icon: Bitcoin },
  { name: 'Clone forex brokers', Icon: CircleDollarSign },
  { name: 'Binary options platforms', Icon: ChartCandlestick },
  { name: 'Fake stock-trading apps', Icon: Smartphone },
  { name: 'Romance investment schemes', Icon: HeartHandshake },
  { name: 'Fake wallets', Icon: Wallet },
  { name: 'Cloud-mining schemes', Icon: Pickaxe },
  { name: 'Signal and copy-trading groups', Icon: MessagesSquare },
  { name: 'Fake property portals', Icon: Building2 },
  { name: 'Token and NFT rug pulls', Icon: Gem },
  { name: 'Unlicensed CFD brokers', Icon: BriefcaseBusiness },
  { name: 'Fake recovery services', Icon: LifeBuoy },
];

export const LOGOS_PER_SLIDE = 4;

/** The carousels' logo sets, by name: a carousel is given a name (plain data), never the marks themselves. */
export const LOGO_SETS = {
  'fraud-platform-kinds': FRAUD_PLATFORM_KINDS,
} as const satisfies Record<string, readonly LogoItem[]>;

export type LogoSetName = keyof typeof LOGO_SETS;
