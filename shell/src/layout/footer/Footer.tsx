import { Mail, MapPin, Phone } from 'lucide-react';
import { phoneHref } from '@frc/contracts/browser';
import { COMPANY } from '@frc/ui/company';
import { ContentLink } from '@frc/ui/ContentLink';
import { Logo } from '@frc/ui/Logo';
import { siteText } from '@frc/ui/siteTexts';
import { Island } from '@frc/federation';
import { ScrollToTopButton } from '../ScrollToTopButton';
import { OfficeHoursTable } from './OfficeHoursTable';
import styles from './Footer.module.scss';

/** The footer of every public page: its words are the `footer` site text, published like any content. */
export function Footer() {
  const text = siteText('footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <Logo onDark />
          <p className={styles.blurb}>{text.blurb}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Company</h2>
          <ul className={styles.links}>
            {text.links.map((link, index) => (
              <li key={index}>
                <ContentLink to={link.to}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.contact}>
            <a href={phoneHref(text.phone)}>
              <Phone aria-hidden="true" size={16} /> {text.phone}
            </a>
            <a href={`mailto:${text.email}`}>
              <Mail aria-hidden="true" size={16} /> {text.email}
            </a>
            <span>
              <MapPin aria-hidden="true" size={16} /> {text.address}
            </span>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>Opening hours</h2>
          <OfficeHoursTable caption={text.officeHoursCaption} rows={text.officeHours} />
        </div>
      </div>
      <div className={styles.disclaimers}>
        <h2 className="visually-hidden">Important information</h2>
        {text.disclaimers.map((disclaimer, index) => (
          <p key={index}>{disclaimer}</p>
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
