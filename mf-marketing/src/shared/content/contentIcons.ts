import {
  Activity, Award, BadgeCheck, BadgePercent, Banknote, BarChart3, Bitcoin, Blocks, BookOpenCheck, BriefcaseBusiness, Building2, CalendarCheck, ChartCandlestick, ChartLine, CircleDollarSign, ClipboardCheck, ClipboardList, Clock, Compass, CreditCard, FileCheck2, FileSearch, FileStack, FileText, Fingerprint, Fish, FolderOpen, FolderSearch, Gavel, Gem, Globe, Globe2, GraduationCap, HandCoins, HandHeart, Handshake, Headset, HeartCrack, HeartHandshake, House, KeyRound, Landmark, Languages, LifeBuoy, Lightbulb, ListChecks, Lock, LockKeyhole, MailCheck, MailX, MessageCircle, MessagesSquare, Microscope, Network, Newspaper, PenLine, PhoneIncoming, PhoneOff, Pickaxe, RefreshCw, Rocket, Route, Scale, ScanFace, ScanSearch, SearchCheck, Send, ShieldAlert, ShieldCheck, Signpost, Siren, Smartphone, Star, Truck, UserCheck, Wallet, Waypoints,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIconName } from '@frc/contracts/browser';

/**
 * The icons content may name (a card's, a step's, a cover's; CONTENT_ICON_NAMES, which the editor offers and the API
 * checks): content is JSON, so it names an icon and the template draws it. A name not listed here draws the fallback.
 */
const CONTENT_ICONS: Readonly<Record<ContentIconName, LucideIcon>> = {
  Activity, Award, BadgeCheck, BadgePercent, Banknote, BarChart3, Bitcoin, Blocks, BookOpenCheck, BriefcaseBusiness, Building2, CalendarCheck, ChartCandlestick, ChartLine, CircleDollarSign, ClipboardCheck, ClipboardList, Clock, Compass, CreditCard, FileCheck2, FileSearch, FileStack, FileText, Fingerprint, Fish, FolderOpen, FolderSearch, Gavel, Gem, Globe, Globe2, GraduationCap, HandCoins, HandHeart, Handshake, Headset, HeartCrack, HeartHandshake, House, KeyRound, Landmark, Languages, LifeBuoy, Lightbulb, ListChecks, Lock, LockKeyhole, MailCheck, MailX, MessageCircle, MessagesSquare, Microscope, Network, Newspaper, PenLine, PhoneIncoming, PhoneOff, Pickaxe, RefreshCw, Rocket, Route, Scale, ScanFace, ScanSearch, SearchCheck, Send, ShieldAlert, ShieldCheck, Signpost, Siren, Smartphone, Star, Truck, UserCheck, Wallet, Waypoints,
};

export const FALLBACK_ICON: LucideIcon = Newspaper;

export function contentIcon(name: unknown): LucideIcon {
  return (typeof name === 'string' && CONTENT_ICONS[name as ContentIconName]) || FALLBACK_ICON;
}

/** Content data with each icon's name (in a field named `Icon` or `icon`) replaced by the icon itself, as the templates draw it. */
export function withIcons<T>(data: unknown): T {
  if (Array.isArray(data)) return data.map((item) => withIcons(item)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, (key === 'Icon' || key === 'icon') && typeof value === 'string' ? contentIcon(value) : withIcons(value)]),
    ) as T;
  }
  return data as T;
}
