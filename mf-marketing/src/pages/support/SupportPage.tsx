import { Link } from 'react-router-dom';
import { Clock, LogIn, Mail, MapPin, MessageSquareText, Phone } from 'lucide-react';
import { COMPANY, OFFICE_HOURS } from '@frc/ui/company';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Notice } from '../../features/resource-layout/Notice';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './SupportPage.module.scss';

const BEFORE_YOU_WRITE: readonly string[] = [
  'The name and web address of the company or person involved.',
  'When you paid, how much, and how: card, bank transfer or cryptocurrency.',
  'Any transaction IDs, wallet addresses or bank references.',
  'The messages, e-mails or screenshots you still have. Please do not delete anything.',
];

export default function SupportPage() {
  usePageMeta({
    title: 'Support',
    description: `How to reach ${COMPANY.name}: phone, e-mail, postal address, office hours, the contact form, and the client area for existing clients.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="How to reach us"
        lead={<p>Whether you have just lost money or you are already our client, a real person from our team answers. Here is how to reach us.</p>}
      >
        <Link to="/contact-us" className={`button ${styles.heroAction}`}>
          <MessageSquareText aria-hidden="true" size={18} /> Open the contact form
        </Link>
      </PageHero>

      <PageSection title="Contact channels">
        <ul className={styles.channels}>
          <li>
            <MessageSquareText aria-hidden="true" size={28} />
            <h3>Contact form</h3>
            <p>The best way to start: tell us what happened and we reply within 24-48 hours.</p>
            <Link to="/contact-us">Write to us</Link>
          </li>
          <li>
            <Phone aria-hidden="true" size={28} />
            <h3>Phone</h3>
            <p>During office hours, for new enquiries and for clients.</p>
            <a href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</a>
          </li>
          <li>
            <Mail aria-hidden="true" size={28} />
            <h3>E-mail</h3>
            <p>For documents and questions about an open case.</p>
            <a href={`mailto:${COMPANY.supportEmail}`} className={styles.email}>
              {COMPANY.supportEmail}
            </a>
          </li>
          <li>
            <MapPin aria-hidden="true" size={28} />
            <h3>Post</h3>
            <address>
              {COMPANY.legalName}
              <br />
              {COMPANY.address.street}
              <br />
              {COMPANY.address.city}
              <br />
              {COMPANY.address.country}
            </address>
          </li>
        </ul>
      </PageSection>

      <PageSection tone="muted" title="Office hours" intro="All times are Greenwich Mean Time (GMT).">
        <div className={styles.hours}>
          <Clock aria-hidden="true" size={40} className={styles.hoursIcon} />
          <table className={styles.hoursTable}>
            <caption className="visually-hidden">Office hours (GMT)</caption>
            <tbody>
              {OFFICE_HOURS.map((slot) => (
                <tr key={slot.days}>
                  <th scope="row">{slot.days}</th>
                  <td>{slot.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.hoursNote}>Messages sent outside office hours are answered on the next working day.</p>
      </PageSection>

      <PageSection title="Already a client?">
        <div className={styles.client}>
          <LogIn aria-hidden="true" size={32} />
          <div>
            <p>
              Sign in to the client area with your e-mail address; we send you a one-time code, no password needed. There you can see your cases
              and their details.
            </p>
            <Link to="/login" className="button">
              Sign in to the client area
            </Link>
          </div>
        </div>
      </PageSection>

      <PageSection tone="muted" title="Before you write">
        <div className={styles.prepare}>
          <p>These details let us assess your case quickly. Send what you have; we will ask for the rest.</p>
          <ul>
            {BEFORE_YOU_WRITE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Many questions are answered in our <Link to="/faq">FAQ</Link>.
          </p>
        </div>
      </PageSection>

      <PageSection>
        <Notice title="We never ask for payment in cryptocurrency">
          <p>
            Scammers pretend to be us. We never ask for crypto, gift cards or payments to personal accounts, and we never contact you first through
            chat apps. If in doubt, see <Link to="/black-list-imposters-copycats">how to recognise imposters</Link>.
          </p>
        </Notice>
      </PageSection>
    </>
  );
}
