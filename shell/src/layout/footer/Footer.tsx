import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY } from '@frc/ui/company';
import { Logo } from '@frc/ui/Logo';
import { FOOTER_DISCLAIMERS, FOOTER_LINKS } from './footerContent';
import { Island } from '@frc/federation';
import { ScrollToTopButton } from '../ScrollToTopButton';
import { OfficeHoursTable } from './OfficeHoursTable';
import styles from './Footer.module.scss';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <Logo onDark />
          <p className={styles.blurb}>
            Fraud investigation and fund-recovery consulting for people who lost money to online scams.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Company</h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.contact}>
            <a href={COMPANY.supportPhoneHref}>
              <Phone aria-hidden="true" size={16} /> {COMPANY.supportPhone}
            </a>
            <a href={`mailto:${COMPANY.supportEmail}`}>
              <Mail aria-hidden="true" size={16} /> {COMPANY.supportEmail}
            </a>
            <span>
              <MapPin aria-hidden="true" size={16} /> {COMPANY.address.street}, {COMPANY.address.city}
            </span>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>Opening hours</h2>
          <OfficeHoursTable />
        </div>
      </div>
      <div className={styles.disclaimers}>
        <h2 className="visually-hidden">Important information</h2>
        {FOOTER_DISCLAIMERS.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {/* A page rendered in one year may be hydrated in the next: the year is the one difference React may keep. */}
        <p className={styles.copyright} suppressHydrationWarning>
          © {new Date().getFullYear()} {COMPANY.legalName}. All rights reserved.
        </p>
        <Island module="shell/ScrollToTopButton" component={ScrollToTopButton} props={{}} hydrate="interaction" />
      </div>
    </footer>
  );
}
