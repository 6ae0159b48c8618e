import type { Testimonial } from '../contentTypes';

/** Clients' own words, shared with their consent; the first four are the ones the testimonials page shows. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    thumbnail: { initials: 'MR', tone: 'teal' },
    title: 'They told me honestly what could be done, and then they did it',
    videoUrl: null,
    clientName: 'Maria R.',
    location: 'Lisbon, Portugal',
    scamType: 'Digital currency scam',
    quote:
      'I had sent my savings to a trading site that looked completely real. When it stopped answering, I was ashamed to tell anyone. The team listened without judging me, explained that my case met their threshold, and traced the payments to two exchanges. Part of my money came back within months. Just as important, I finally understood what had happened.',
  },
  {
    id: 2,
    thumbnail: { initials: 'DK', tone: 'navy' },
    title: 'A clear report I could take to my bank',
    videoUrl: null,
    clientName: 'Daniel K.',
    location: 'Toronto, Canada',
    scamType: 'Forex scam',
    quote:
      'My broker kept asking for "release fees" before I could withdraw. The investigation report laid out every transfer, the companies behind the platform and what to ask my bank for. My bank reopened the dispute on the strength of that report. I wish I had called them before paying the second fee.',
  },
  {
    id: 3,
    thumbnail: { initials: 'SA', tone: 'amber' },
    title: 'Calm, patient people when I needed them most',
    videoUrl: null,
    clientName: 'Sofia A.',
    location: 'Manchester, United Kingdom',
    scamType: 'Romance scam',
    quote:
      'The man I trusted for a year was not who he said he was. My case manager never rushed me and never promised what she could not deliver. She helped me gather the messages and receipts, and the action plan showed me exactly who to contact. I got part of my money back and, more than that, my confidence.',
  },
  {
    id: 4,
    thumbnail: { initials: 'JT', tone: 'slate' },
    title: 'They turned down part of my case, and that is why I trust them',
    videoUrl: null,
    clientName: 'James T.',
    location: 'Sydney, Australia',
    scamType: 'Stock trading scam',
    quote:
      'I came with two losses. They told me plainly that one of them had too little chance of success to be worth my money, and took on the other. That honesty mattered. The case they accepted ended with funds returned through the payment provider, and I paid nothing for the part they could not help with.',
  },
  {
    id: 5,
    thumbnail: { initials: 'AN', tone: 'teal' },
    title: 'The crypto trace showed where every coin went',
    videoUrl: null,
    clientName: 'Ahmed N.',
    location: 'Dubai, United Arab Emirates',
    scamType: 'Digital currency scam',
    quote:
      'I thought crypto meant my money was gone for good. The tracing report followed it through several wallets to an exchange that froze the account once it was notified. Seeing it on paper made everything less frightening.',
  },
  {
    id: 6,
    thumbnail: { initials: 'LB', tone: 'navy' },
    title: 'I finally had someone in my corner',
    videoUrl: null,
    clientName: 'Linda B.',
    location: 'Denver, United States',
    scamType: 'Binary options scam',
    quote:
      'The platform promised returns that were too good, and I fell for it. My case manager answered every question I had, even the ones I asked twice. The process took months, and they told me that from the start.',
  },
  {
    id: 7,
    thumbnail: { initials: 'PM', tone: 'amber' },
    title: 'Straight answers, no pressure',
    videoUrl: null,
    clientName: 'Pieter M.',
    location: 'Rotterdam, Netherlands',
    scamType: 'Forex scam',
    quote:
      'After being lied to by a broker, I was suspicious of everyone, including them. The free consultation had no sales pitch. They explained the fees in writing and what they could and could not do. That is what won me over.',
  },
  {
    id: 8,
    thumbnail: { initials: 'RC', tone: 'slate' },
    title: 'They spotted the fake recovery agent before I paid him',
    videoUrl: null,
    clientName: 'Rosa C.',
    location: 'Madrid, Spain',
    scamType: 'Other scam',
    quote:
      'Someone contacted me offering to recover my losses for an upfront fee in bitcoin. I checked with ClearTrace first. They confirmed he was an impostor using their name and helped me report him. I would have lost money twice.',
  },
  {
    id: 9,
    thumbnail: { initials: 'GH', tone: 'teal' },
    title: 'Every step was explained in plain language',
    videoUrl: null,
    clientName: 'Greg H.',
    location: 'Auckland, New Zealand',
    scamType: 'Stock trading scam',
    quote:
      'I am not a finance person. The team explained chargebacks, regulators and timelines without jargon, and wrote everything down so I could read it again later.',
  },
  {
    id: 10,
    thumbnail: { initials: 'FO', tone: 'navy' },
    title: 'My property deposit came back',
    videoUrl: null,
    clientName: 'Femi O.',
    location: 'Lagos, Nigeria',
    scamType: 'Property scam',
    quote:
      'I paid a deposit on a flat that did not exist. The evidence they gathered showed the listing, the fake agent and the receiving account. With their action plan my bank recalled the transfer.',
  },
  {
    id: 11,
    thumbnail: { initials: 'KW', tone: 'amber' },
    title: 'Honest about the odds from day one',
    videoUrl: null,
    clientName: 'Karen W.',
    location: 'Dublin, Ireland',
    scamType: 'Digital currency scam',
    quote:
      'They told me my chance of recovery was good but not certain, and that nobody could guarantee it. I appreciated that. We recovered a large part of my loss, and I was never made to feel foolish.',
  },
  {
    id: 12,
    thumbnail: { initials: 'TS', tone: 'slate' },
    title: 'Quick replies, every time',
    videoUrl: null,
    clientName: 'Tomasz S.',
    location: 'Warsaw, Poland',
    scamType: 'Binary options scam',
    quote:
      'Whenever I wrote to them, I had an answer within a day or two. When there was no news, they told me that too, instead of going quiet.',
  },
  {
    id: 13,
    thumbnail: { initials: 'HY', tone: 'teal' },
    title: 'The report helped the police take my case seriously',
    videoUrl: null,
    clientName: 'Hana Y.',
    location: 'Osaka, Japan',
    scamType: 'Romance scam',
    quote:
      'I had reported the scam to the police, but I had nothing organised to give them. The investigation report put the evidence in order. The officer said it saved them weeks.',
  },
  {
    id: 14,
    thumbnail: { initials: 'BL', tone: 'navy' },
    title: 'They stopped me making it worse',
    videoUrl: null,
    clientName: 'Bruno L.',
    location: 'São Paulo, Brazil',
    scamType: 'Forex scam',
    quote:
      'I was about to pay a "tax" to unlock my account. Their first advice was simple: stop paying and stop talking to them. Then they got to work on the money already gone.',
  },
  {
    id: 15,
    thumbnail: { initials: 'EV', tone: 'amber' },
    title: 'Worth every minute of the wait',
    videoUrl: null,
    clientName: 'Elena V.',
    location: 'Sofia, Bulgaria',
    scamType: 'Digital currency scam',
    quote:
      'It took close to a year, exactly as they had said it might. Having a realistic timeline made the waiting bearable, and the result was worth it.',
  },
  {
    id: 16,
    thumbnail: { initials: 'CD', tone: 'slate' },
    title: 'Respectful, careful and thorough',
    videoUrl: null,
    clientName: 'Chris D.',
    location: 'Cape Town, South Africa',
    scamType: 'Credit card phishing',
    quote:
      'A fake bank message took my card details and emptied my account. They helped me document every charge and dispute it the right way. Most of it was reversed.',
  },
  {
    id: 17,
    thumbnail: { initials: 'NP', tone: 'teal' },
    title: 'I recommend them to anyone who has been scammed',
    videoUrl: null,
    clientName: 'Nadia P.',
    location: 'Montreal, Canada',
    scamType: 'Stock trading scam',
    quote:
      'From the first call to the final update, I felt informed and respected. If you are where I was, ask for the free consultation. It costs nothing to find out where you stand.',
  },
];
