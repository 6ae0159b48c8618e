/** An official service a victim can report to without paying anyone. `url`: its own site, linked as it is. */
export interface OfficialRoute {
  where: string;
  name: string;
  text: string;
  url?: string;
  /** The link's text, naming the site it leads to. */
  linkLabel?: string;
}

/** The copy of /report-a-scam; the page (ReportAScamPage.tsx) lays it out. Texts may hold `[label](target)` links. */
export const REPORT_A_SCAM = {
  meta: {
    title: 'Report a scam for free',
    description:
      'The free official routes after a scam: the police, IC3 and the FTC in the US, Report Fraud in the UK, Scamwatch in Australia, your bank or card issuer; what evidence to keep, and how to spot a recovery scam.',
  },
  hero: {
    eyebrow: 'Free help',
    title: 'Where to report a scam, for free',
    lead: 'Before you pay anyone to get your money back, us included, use the routes that cost nothing. Reporting does not always bring money back, but it creates the official record your bank, the police and any investigator will ask for, and it helps stop the same people from taking money from others.',
  },
  authorities: {
    title: 'Report it to the police and the official fraud services',
    intro: 'Reporting is free everywhere. Keep the reference number each report gives you.',
    routes: [
      {
        where: 'Everywhere',
        name: 'Your local police',
        text: 'Report the crime to the police where you live, even when the scammers are abroad. Ask for a crime or incident reference number: banks, exchanges and investigators will ask for it.',
      },
      {
        where: 'United States',
        name: 'FBI Internet Crime Complaint Center (IC3)',
        text: 'The FBI takes reports of online fraud, including investment, cryptocurrency and romance scams.',
        url: 'https://www.ic3.gov',
        linkLabel: 'Report to IC3 at ic3.gov',
      },
      {
        where: 'United States',
        name: 'Federal Trade Commission (FTC)',
        text: 'The FTC takes reports of any scam or fraud and shares them with law enforcement agencies across the country.',
        url: 'https://reportfraud.ftc.gov',
        linkLabel: 'Report to the FTC at reportfraud.ftc.gov',
      },
      {
        where: 'United Kingdom',
        name: 'Report Fraud',
        text: 'The national service for reporting fraud and cyber crime in England, Wales and Northern Ireland. It replaced Action Fraud in December 2025. In Scotland, report to Police Scotland on 101.',
        url: 'https://www.reportfraud.police.uk',
        linkLabel: 'Report to Report Fraud at reportfraud.police.uk',
      },
      {
        where: 'Australia',
        name: 'Scamwatch',
        text: 'The National Anti-Scam Centre takes scam reports through Scamwatch, and explains what to do next.',
        url: 'https://www.scamwatch.gov.au',
        linkLabel: 'Report to Scamwatch at scamwatch.gov.au',
      },
      {
        where: 'Other countries',
        name: 'Your national police or consumer authority',
        text: 'Most countries have a national fraud reporting service or a consumer protection authority; your local police can tell you which one to use.',
      },
    ] satisfies readonly OfficialRoute[],
  },
  bank: {
    title: 'Ask your bank or card issuer, today',
    items: [
      'Call the number on the back of your card or on your bank’s own website, and say you have been scammed. The sooner you call, the more they can do.',
      'Paid by credit or debit card? Ask for a chargeback. Card schemes set time limits for disputes, so do not wait.',
      'Paid by bank transfer? Ask the bank to recall the payment and to contact the receiving bank. In some countries banks must refund victims of certain scams.',
      'Sent cryptocurrency from an exchange? Tell the exchange at once, with the transaction IDs and the addresses you sent to.',
    ],
  },
  evidence: {
    title: 'Keep the evidence',
    intro: 'Everything below helps the police, your bank and any investigator. Do not delete anything, even what feels embarrassing.',
    items: [
      'Screenshots of the messages, profiles, adverts and websites, with their web addresses.',
      'Every payment: bank statements, card receipts, transfer confirmations, transaction IDs and wallet addresses.',
      'The names, usernames, phone numbers and e-mail addresses the scammers used.',
      'A short timeline: what happened when, and how much you paid each time.',
      'The reference numbers of your reports to the police and the fraud services.',
    ],
  },
  recoveryScams: {
    title: 'Beware of recovery scams',
    text: 'After a scam, victims are targeted again by people who promise to get the money back for a fee. Nobody, us included, can demand a fee to “release” your funds: no government agency, court, exchange or law firm works that way, and official services never charge for a report. Be wary of anyone who contacts you first, claims to be from an authority, or asks for payment in cryptocurrency or gift cards. If in doubt, see [how to recognise imposters](/black-list-imposters-copycats).',
  },
  help: {
    title: 'Want help with the next steps?',
    text: 'Our first consultation is free and places you under no obligation: we tell you honestly what the routes above can do for you and whether our work would add anything. [Request a free consultation](/contact-us).',
  },
} as const;
