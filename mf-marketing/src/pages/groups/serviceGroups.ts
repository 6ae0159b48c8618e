import {
  Banknote,
  Bitcoin,
  ChartCandlestick,
  ChartLine,
  CreditCard,
  FileSearch,
  Handshake,
  Landmark,
  Network,
  Scale,
  ScanFace,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';

/** A group of the header's Services menu, shown as a page of cards (the mobile menu links to it). */
export interface ServiceGroup {
  path: string;
  meta: { title: string; description: string };
  title: string;
  lead: string;
  /** The group's pages, labelled as in the Services menu. */
  cards: readonly LinkCard[];
}

export const INVESTIGATION_GROUP: ServiceGroup = {
  path: '/investigation',
  meta: {
    title: 'Investigation services',
    description:
      'Our investigation services for scam victims: cyber investigations, crypto asset tracing, digital currency recovery, KYC services, and guides to forex, stock, binary options, financial and phishing scams.',
  },
  title: 'Investigation',
  lead: 'Where your money went, who took it and what can be done: our investigators trace payments and crypto, document the people behind scams, and explain every kind of fraud we see.',
  cards: [
    { title: 'Cyber Investigations', to: '/cyber-investigations', Icon: FileSearch, text: 'Tracing payments, websites and accounts back to the people behind an online fraud.' },
    { title: 'Stock Trading Scams', to: '/stock-trading-scams', Icon: ChartLine, text: 'Pump-and-dump schemes, fake trading apps and boiler rooms, and how to get money back.' },
    { title: 'Crypto Asset Tracing', to: '/crypto-asset-tracing', Icon: Network, text: 'Following stolen cryptocurrency across wallets and blockchains to where it can be frozen.' },
    { title: 'Credit Card Phishing', to: '/credit-card-phishing', Icon: CreditCard, text: 'How card details are stolen, how to spot phishing and what to do if it happened to you.' },
    { title: 'KYC Services', to: '/kyc-services', Icon: ScanFace, text: 'Know-your-customer programmes that keep scammers and mule accounts off crypto platforms.' },
    { title: 'Binary Options Scams', to: '/binary-options-scams', Icon: ChartCandlestick, text: 'All-or-nothing trading platforms that never pay out, and how deposits are traced.' },
    { title: 'Digital Currency', to: '/digital-currency', Icon: Bitcoin, text: 'Our recovery service for bitcoin, ether and stablecoins lost to fraud.' },
    { title: 'Financial Scams', to: '/financial-scams', Icon: Landmark, text: 'CFD, Ponzi, social media and charity scams, with answers to ten common questions.' },
    { title: 'Forex Scams', to: '/forex-scams', Icon: Banknote, text: 'Fake brokers, account managers and signal sellers, and what to do after a forex scam.' },
  ],
};

export const PROFESSIONAL_CONSULTING_GROUP: ServiceGroup = {
  path: '/professional-consulting',
  meta: {
    title: 'Professional consulting',
    description:
      'Professional consulting for scam victims and businesses: scam restitution consulting, alternative dispute resolution guidance, regulatory compliance and AML compliance.',
  },
  title: 'Professional Consulting',
  lead: 'Guidance for people pursuing restitution or a dispute after a scam, and compliance support for crypto and fintech businesses that want to keep fraud out.',
  cards: [
    { title: 'Scam Restitution Consulting', to: '/scam-restitution-consulting', Icon: Wallet, text: 'Every route to getting money back after a scam, mapped and prepared with you.' },
    { title: 'ADR Guidance', to: '/adr-guidance', Icon: Scale, text: 'Complaints, ombudsman schemes, mediation and arbitration when a bank or broker says no.' },
    {
      title: 'Regulatory Compliance & Other Services',
      to: '/regulatory-compliance-and-other-services',
      Icon: Handshake,
      text: 'From assessment to regulator liaison, plus smart contracts, IP, fundraising and data protection.',
    },
    { title: 'AML Compliance', to: '/aml-compliance', Icon: ShieldCheck, text: 'Anti-money-laundering programmes that stop scam proceeds passing through your platform.' },
  ],
};
