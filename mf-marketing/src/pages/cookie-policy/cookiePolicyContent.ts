import { COMPANY } from '@frc/ui/company';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';
import { BROWSER_STORAGE } from './browserStorage';

export const COOKIE_POLICY: LegalDocumentContent = {
  title: 'Cookie Policy',
  subtitle: 'The short version: we set no cookies, we do not track you, and no other company can follow you through our website.',
  lastUpdated: 'November 24, 2026',
  sections: [
    {
      id: 'no-cookies',
      title: 'No cookies, no tracking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website does not set cookies. We use no analytics, advertising or social media trackers, and we do not embed content from other companies: our pages, images and fonts all come from our own servers. Links to other websites (for example the fraud prevention tools we review, or the buttons to share an article) send nothing until you click them.',
        },
      ],
    },
    {
      id: 'browser-storage',
      title: 'What we keep in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: "A few features need to remember something between pages. For that we use your browser's own storage, which stays on your device and is never sent to anyone automatically. This is everything we store:",
        },
        {
          kind: 'table',
          caption: 'Items the website keeps in your browser',
          columns: ['Name', 'Kept in', 'Why', 'Removed'],
          rows: BROWSER_STORAGE.map((item) => [item.name, item.where, item.purpose, item.removed]),
          codeRowHeaders: true,
        },
        {
          kind: 'paragraph',
          text: 'If you never sign in to the client area, nothing is kept in local storage. Session storage is emptied by the browser when you close the tab.',
        },
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Log out of the client area to remove your sign-in details at once.',
            'Close the tab to remove unsent consultation requests.',
            "Clear this website's data in your browser's settings at any time. The site keeps working; you will only need to sign in again.",
          ],
        },
        { kind: 'paragraph', text: 'Because we use no cookies that need your consent, we do not show a cookie banner.' },
      ],
    },
    {
      id: 'cookie-questions',
      title: 'Changes and questions',
      blocks: [
        {
          kind: 'paragraph',
          text: `If we ever start using cookies, we will update this page before we do, and ask for your consent where the law requires it. Questions are welcome at [${COMPANY.supportEmail}](mailto:${COMPANY.supportEmail}). Our [Privacy Policy](/privacy-policy) explains how we handle the information you send us.`,
        },
      ],
    },
  ],
};
