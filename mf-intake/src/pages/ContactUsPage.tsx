import { Island } from '@frc/federation';
import { COMPANY } from '@frc/ui/company';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ContactForm } from '../features/contact-form/components/ContactForm';
import ConsultationLauncher from '../features/wizard/components/ConsultationLauncher';
import styles from './ContactUsPage.module.scss';

const HEADING_ID = 'contact-us-heading';

/** /contact-us: the full contact form, and the guided consultation wizard beside it. */
export function ContactUsPage() {
  usePageMeta({
    title: 'Contact us',
    description: `Tell ${COMPANY.name} what happened. A specialist reviews every request and replies within 24-48 hours.`,
  });
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 id={HEADING_ID}>Contact us today and reclaim your funds!</h1>
        <p>
          Losing money to a scam is distressing, and you do not have to deal with it alone. Tell us what happened: a
          specialist reviews every request in confidence and replies within 24-48 hours.
        </p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby={HEADING_ID}>
          <Island module="intake/ContactForm" label="the contact form" component={ContactForm} props={{ headingId: HEADING_ID }} hydrate="interaction" />
        </section>
        <aside className={styles.aside} aria-labelledby="contact-us-wizard-heading">
          <h2 id="contact-us-wizard-heading">Prefer a few guided questions?</h2>
          <p>Choose the kind of scam and answer four short questions. It takes about two minutes.</p>
          <Island module="intake/ConsultationLauncher" label="the consultation form" component={ConsultationLauncher} props={{}} hydrate="interaction" />
          <h2 className={styles.reachHeading}>Other ways to reach us</h2>
          <ul className={styles.reach}>
            <li>
              Phone: <a href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</a>
            </li>
            <li>
              Email: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
            </li>
            <li>
              {COMPANY.address.street}, {COMPANY.address.city}
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
