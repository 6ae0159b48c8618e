import { Island } from '@frc/federation';
import { COMPANY } from '@frc/ui/company';
import { phoneHref } from '@frc/contracts/browser';
import { siteText } from '@frc/ui/siteTexts';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ContactForm } from '../features/contact-form/components/ContactForm';
import ConsultationLauncher from '../features/wizard/components/ConsultationLauncher';
import styles from './ContactUsPage.module.scss';

const HEADING_ID = 'contact-us-heading';

/**
 * /contact-us: the full contact form, and the guided consultation wizard beside it. Its words are the `contact-page`
 * site text, the ways to reach us the footer's; the form's island gets its hint as a prop.
 */
export function ContactUsPage() {
  const text = siteText('contact-page');
  const footer = siteText('footer');
  usePageMeta({
    title: 'Contact us',
    description: `Tell ${COMPANY.name} what happened. A specialist reviews every request and replies within 24-48 hours.`,
  });
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 id={HEADING_ID}>{text.heading}</h1>
        <p>{text.introduction}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby={HEADING_ID}>
          <Island module="intake/ContactForm" label="the contact form" component={ContactForm} props={{ headingId: HEADING_ID, amountHint: siteText('forms').contactFormAmountHint }} hydrate="interaction" />
        </section>
        <aside className={styles.aside} aria-labelledby="contact-us-wizard-heading">
          <h2 id="contact-us-wizard-heading">{text.wizardHeading}</h2>
          <p>{text.wizardIntroduction}</p>
          <Island module="intake/ConsultationLauncher" label="the consultation form" component={ConsultationLauncher} props={{}} hydrate="interaction" />
          <h2 className={styles.reachHeading}>{text.reachHeading}</h2>
          <ul className={styles.reach}>
            <li>
              Phone: <a href={phoneHref(footer.phone)}>{footer.phone}</a>
            </li>
            <li>
              Email: <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </li>
            <li>{footer.address}</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
