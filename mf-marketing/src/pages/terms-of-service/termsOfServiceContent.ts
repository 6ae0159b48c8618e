import { COMPANY } from '@frc/ui/company';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: 'Terms of Service',
  subtitle: `The agreement between you and ${COMPANY.name} when you use this site or our investigation and consulting services. Please read it before you engage us.`,
  lastUpdated: 'June 15, 2024',
  sections: [
    {
      id: 'our-services',
      title: 'Our services',
      blocks: [
        { kind: 'paragraph', text: `${COMPANY.name} helps people and businesses who have lost money to fraud. Our services include fraud investigation reports, crypto tracing reports, full support packages, scam restitution consulting, alternative dispute resolution guidance, KYC services for crypto businesses, regulatory compliance and AML compliance.` },
        { kind: 'paragraph', text: 'We investigate, document and advise. Our services do not replace law enforcement and include no court representation. We are not a bank, a law firm or a financial adviser, and nothing on this site is investment advice.' },
        { kind: 'paragraph', text: 'The exact scope, timeframe and price of the work we do for you are set out in writing before we begin. Where that written agreement and these terms differ, the written agreement applies.' },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        { kind: 'paragraph', text: 'You may use our services only if you are 18 or older and have the legal capacity to enter into a binding agreement. If you act for a company or another person, you confirm that you are authorised to do so.' },
        { kind: 'paragraph', text: 'Some services may not be available in every country, and we may decline a request where the law or our own compliance checks do not allow us to act.' },
      ],
    },
    {
      id: 'no-guarantee-of-recovery',
      title: 'No guarantee of recovery',
      blocks: [
        { kind: 'paragraph', text: 'We accept a case only when our assessment shows at least a 60% estimated chance of recovery. An estimate is not a promise: recovery depends on banks, exchanges, payment providers, regulators and sometimes courts, none of which we control.' },
        { kind: 'paragraph', text: 'We therefore do not guarantee that any money will be recovered, or how much, or when. Recovery can take over a year. Anyone who guarantees you a full recovery in exchange for an upfront payment should be treated with great care.' },
        { kind: 'paragraph', text: 'What we do guarantee is the work we agree to deliver. If we do not deliver the promised report within the agreed timeframe, you may request a full refund of its fee within 14 business days.' },
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Fees and payment',
      blocks: [
        { kind: 'paragraph', text: 'Your initial consultation is free. If you engage us, our fees depend on the service and on how complex your case is, and may include:' },
        {
          kind: 'list',
          items: [
            'a consultation fee, for advice beyond the free initial consultation;',
            'a report fee, such as $3,500 plus $750 per transaction for a Fraud Investigation Report or a Crypto Tracing Report, or $10,000 for the Full Support Package;',
            'a contingency fee, a percentage of the amount actually recovered, payable only if money is recovered;',
            'other fees agreed with you in writing before the work begins.',
          ],
        },
        { kind: 'paragraph', text: 'We never ask for payment in cryptocurrency, gift cards or through a personal account. Some payment methods cannot be accepted. All fees are stated in US dollars unless your written agreement says otherwise.' },
      ],
    },
    {
      id: 'client-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        { kind: 'paragraph', text: 'To give your case the best chance, you agree to:' },
        {
          kind: 'list',
          items: [
            'give us information that is true, complete and up to date, and tell us promptly when something changes;',
            'send us the evidence you have, such as receipts, statements, wallet addresses and messages;',
            'stop all payments and contact with the people who scammed you, unless we agree otherwise;',
            'tell us about any other firm, lawyer or agency already working on the same loss;',
            'keep your account credentials private and never share them with us or anyone else.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        { kind: 'paragraph', text: 'The content of this site, including its text, drawings, logos and software, belongs to us or our licensors. You may read and print it for your own, non-commercial use.' },
        { kind: 'paragraph', text: 'Reports we prepare for you are yours to use for your case: you may share them with your bank, a regulator, the police or your lawyer. You may not resell them or publish them as your own work.' },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        { kind: 'paragraph', text: 'We carry out our work with reasonable skill and care. To the extent the law allows, we are not liable for losses caused by the fraud itself, by the decisions of third parties such as banks and exchanges, or by events outside our reasonable control.' },
        { kind: 'paragraph', text: 'Our total liability for any claim connected with our services is limited to the fees you paid us for the service concerned. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.' },
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        { kind: 'paragraph', text: 'You agree to compensate us for losses, claims and reasonable costs that arise because you gave us false information, used our services for an unlawful purpose, or broke these terms.' },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        { kind: 'paragraph', text: 'You may end our engagement at any time by writing to us. You pay for the work done up to that point, and any refund due under the money-back guarantee is still honoured.' },
        { kind: 'paragraph', text: 'We may end the engagement if you break these terms, if continuing would be unlawful, or if new facts show that the case no longer meets our acceptance threshold. We will explain why in writing and return any fees paid for work not yet started.' },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        { kind: 'paragraph', text: 'These terms and any dispute arising from them are governed by the laws of Hong Kong. Before going to court, we both agree to try to settle a dispute in good faith, first by talking, then through mediation if needed.' },
      ],
    },
    {
      id: 'changes-to-these-terms',
      title: 'Changes to these terms',
      blocks: [
        { kind: 'paragraph', text: 'We may update these terms from time to time. Where practicable, we will give you at least 30 days’ notice of material changes by e-mail or on this site before they take effect. Work already agreed in writing continues under the terms that applied when it was agreed, unless you accept the new ones.' },
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact information',
      blocks: [{ kind: 'paragraph', text: 'If you have a question about these terms, please contact us:' }, { kind: 'contactDetails' }],
    },
  ],
};
