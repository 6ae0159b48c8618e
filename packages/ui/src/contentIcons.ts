// The icons content may name, drawn: one map for mf-marketing's templates and the back office's icon picker.
import {
  Activity, Award, BadgeCheck, BadgePercent, Banknote, BarChart3, Bitcoin, Blocks, BookOpenCheck, BriefcaseBusiness, Building2, CalendarCheck, ChartCandlestick, ChartLine, CircleDollarSign, ClipboardCheck, ClipboardList, Clock, Compass, CreditCard, FileCheck2, FileSearch, FileStack, FileText, Fingerprint, Fish, FolderOpen, FolderSearch, Gavel, Gem, Globe, Globe2, GraduationCap, HandCoins, HandHeart, Handshake, Headset, HeartCrack, HeartHandshake, House, KeyRound, Landmark, Languages, LifeBuoy, Lightbulb, ListChecks, Lock, LockKeyhole, MailCheck, MailX, MessageCircle, MessagesSquare, Microscope, Network, Newspaper, PenLine, PhoneIncoming, PhoneOff, Pickaxe, RefreshCw, Rocket, Route, Scale, ScanFace, ScanSearch, SearchCheck, Send, ShieldAlert, ShieldCheck, Signpost, Siren, Smartphone, Star, Truck, UserCheck, Wallet, Waypoints,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIconName } from '@frc/contracts/browser';

/**
 * The icons content may name (a card's, a step's, a cover's; CONTENT_ICON_NAMES, which the API checks): content is
 * JSON, so it names an icon; the templates draw it from here, and the back office's picker offers these.
 */
export const CONTENT_ICONS: Readonly<Record<ContentIconName, LucideIcon>> = {
  Activity, Award, BadgeCheck, BadgePercent, Banknote, BarChart3, Bitcoin, Blocks, BookOpenCheck, BriefcaseBusiness, Building2, CalendarCheck, ChartCandlestick, ChartLine, CircleDollarSign, ClipboardCheck, ClipboardList, Clock, Compass, CreditCard, FileCheck2, FileSearch, FileStack, FileText, Fingerprint, Fish, FolderOpen, FolderSearch, Gavel, Gem, Globe, Globe2, GraduationCap, HandCoins, HandHeart, Handshake, Headset, HeartCrack, HeartHandshake, House, KeyRound, Landmark, Languages, LifeBuoy, Lightbulb, ListChecks, Lock, LockKeyhole, MailCheck, MailX, MessageCircle, MessagesSquare, Microscope, Network, Newspaper, PenLine, PhoneIncoming, PhoneOff, Pickaxe, RefreshCw, Rocket, Route, Scale, ScanFace, ScanSearch, SearchCheck, Send, ShieldAlert, ShieldCheck, Signpost, Siren, Smartphone, Star, Truck, UserCheck, Wallet, Waypoints,
};
