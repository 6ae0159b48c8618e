import { COMPANY } from '@frc/ui/company';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  subtitle: `How ${COMPANY.name} collects, uses and protects the personal information you share with us when you ask for help after a scam.`,
  lastUpdated: 'June 15, 2024',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: 'People usually come to us at a difficult moment and share a great deal about what happened. We only ask for what we need to understand your case and to reach you. Depending on how you contact us, we collect:' },
        {
          kind: 'list',
          items: [
            'Contact details: your first and last name, e-mail address, phone number and country code.',
            'Case details: the amount you invested or lost, how you paid (card, crypto, wire transfer, money transfer service, cash or other), the kind of scam, and the account of events you write for us.',
            'Evidence you choose to send: receipts, bank statements, wallet addresses, transaction identifiers, screenshots and messages, and the reports and image files you send through the whistleblowing form.',
            'Newsletter: your e-mail address, which counts as subscribed only once you confirm it from the link we e-mail you.',
            'Sign-in data for the client area: your e-mail address, the one-time codes we send to it, and when each session started and was last used.',
            'With everything you send through a form: which version of the short privacy notice beside the form you saw, and when you sent it.',
            'Technical data: a record of form submissions kept to stop duplicates and abuse, and a record of how each part of this site loaded in your browser (which part, which version, how long it took, whether it failed), which holds nothing about you or your device.',
          ],
        },
        { kind: 'paragraph', text: 'We do not ask for passwords to your bank, wallet or trading accounts, and we never will. If anyone asks for them in our name, please report it to us.' },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        { kind: 'paragraph', text: 'We use your information to:' },
        {
          kind: 'list',
          items: [
            'Reply to your consultation request, usually within 24-48 hours.',
            'Assess whether your case has at least a 60% estimated chance of recovery, the threshold we set before accepting any case.',
            'Investigate your case, trace payments, and prepare the reports and action plans you have asked for.',
            'Keep you informed about your case and, if you have a client account, show you its status.',
            'Meet our legal, accounting and anti-money-laundering obligations.',
            'Protect our clients and ourselves from fraud, including people who impersonate our company.',
          ],
        },
        { kind: 'paragraph', text: 'We do not sell your personal information, and we do not use it for advertising of other companies.' },
      ],
    },
    {
      id: 'sharing-information',
      title: 'Sharing your information',
      blocks: [
        { kind: 'paragraph', text: 'We share your information only when it helps your case, when you have agreed to it, or when the law requires it:' },
        {
          kind: 'list',
          items: [
            'With banks, payment providers, exchanges and regulators, when we act on your case with your consent.',
            'With law-enforcement agencies, when you ask us to support a report you have made, or when we are legally obliged to.',
            'With carefully chosen service providers (hosting, e-mail delivery, secure storage) who process data only on our instructions and under confidentiality terms.',
            'With a buyer or successor, if our business is ever transferred, under the same protections as this policy.',
          ],
        },
        { kind: 'paragraph', text: 'Our services do not replace law enforcement and include no court representation. Where a lawyer or the police need to be involved, we will tell you and share information only with your agreement.' },
      ],
    },
    {
      id: 'data-security',
      title: 'Data security',
      blocks: [
        { kind: 'paragraph', text: 'Information about a scam is sensitive, and we treat it that way. Our site is served over encrypted connections, access to case files is limited to the people working on your case, and our systems keep records of who accessed what.' },
        { kind: 'paragraph', text: 'No system is perfectly secure. If we ever learn of a breach that affects your information, we will tell you without undue delay and explain what we are doing about it.' },
        { kind: 'paragraph', text: 'We also keep your information no longer than we need it, and delete what has expired automatically, every day:' },
        {
          kind: 'list',
          items: [
            'Consultation requests and cases: 24 months after the last activity on them (sending or confirming the request).',
            'Whistleblowing reports and the files sent with them: 24 months after they were sent.',
            'Newsletter addresses: until you unsubscribe; an address not confirmed from our e-mail within 7 days is deleted.',
            'Sign-in codes, sign-in records, ended sessions and the records of how the site loaded: 90 days.',
          ],
        },
        { kind: 'paragraph', text: 'When you erase your data, we keep only a record that an erasure took place and when, with your address turned into a code that cannot be read back.' },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: 'Depending on where you live, you may have the right to:' },
        {
          kind: 'list',
          items: [
            'Ask for a copy of the personal information we hold about you.',
            'Ask us to correct information that is wrong or incomplete.',
            'Ask us to delete your information, unless we must keep it by law.',
            'Object to or ask us to limit certain uses of your information.',
            'Receive your information in a portable format.',
            'Withdraw consent you have given, at any time, without affecting what was done before.',
            'Complain to a data protection authority.',
          ],
        },
        { kind: 'paragraph', text: 'You can do much of this yourself. Sign in to the client area with your e-mail address and open My data: it shows everything we hold about that address (your requests, the whistleblowing reports sent with it and the names of their files, your newsletter subscription and where you are signed in), lets you download it all as one file, and lets you erase it. Before erasing, we e-mail you a one-time code, so that someone who got hold of your session cannot erase your data. Every newsletter e-mail ends with a link that unsubscribes you and deletes your address.' },
        { kind: 'paragraph', text: 'For anything else, write to us at the address below. We answer within one month and may ask you to confirm your identity first, so that nobody else can obtain your information.' },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      blocks: [
        { kind: 'paragraph', text: 'We use a small number of cookies and similar browser storage to keep the site working: to remember that you are signed in to the client area, to keep what you typed in a form if sending it fails, and to understand which pages are useful. We do not use advertising cookies.' },
        { kind: 'paragraph', text: 'You can block or delete cookies in your browser settings. Some parts of the site, such as the client area, will not work without them. Our cookie policy explains each cookie in detail.' },
      ],
    },
    {
      id: 'children',
      title: 'Children’s privacy',
      blocks: [
        { kind: 'paragraph', text: 'Our services are for adults. You must be 18 or older to use them, and we do not knowingly collect information from anyone under 18. If you believe a child has sent us personal information, please contact us and we will delete it.' },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to this policy',
      blocks: [
        { kind: 'paragraph', text: 'We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If a change affects how we use information you have already given us, we will tell you by e-mail before it takes effect.' },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: [
        { kind: 'paragraph', text: 'For any question about this policy or your personal information, contact our support team. You can reach us by e-mail, by phone during office hours, or by post:' },
        { kind: 'contactDetails' },
      ],
    },
  ],
};
