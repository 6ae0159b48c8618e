import { Banknote, Bitcoin, ChartCandlestick, ChartLine, CreditCard, HeartCrack, House, Landmark } from 'lucide-react';
import type { LinkCard } from '../components/LinkCards';

/** The eight scam types the home page links to, each to its own page. */
export const SCAM_TYPE_CARDS: readonly LinkCard[] = [
  { title: 'Binary options scams', to: '/binary-options-scams', Icon: ChartCandlestick },
  { title: 'Digital currency scams', to: '/digital-currency-scams', Icon: Bitcoin },
  { title: 'Forex scams', to: '/forex-scams', Icon: Banknote },
  { title: 'Romance scams', to: '/romance-scams', Icon: HeartCrack },
  { title: 'Property scams', to: '/property-scams', Icon: House },
  { title: 'Credit card phishing', to: '/credit-card-phishing', Icon: CreditCard },
  { title: 'Stock trading scams', to: '/stock-trading-scams', Icon: ChartLine },
  { title: 'Financial scams', to: '/financial-scams', Icon: Landmark },
];
