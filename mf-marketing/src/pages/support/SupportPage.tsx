import { Clock, LogIn, Mail, MapPin, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import { siteText } from '@frc/ui/siteTexts';
import { Notice } from '../../features/resource-layout/Notice';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { ContentLink } from '@frc/ui/ContentLink';
import { InlineText, PostalAddressLines } from '../../shared/components/TextBlocks';
import { PageTemplate } from '../../app/PageTemplate';
import styles from './SupportPage.module.scss';

/** How a visitor reaches the team: `link` is a `[label](target)` text (a site path or a mailto:/tel: address). */
interface ContactChannel {
  icon: 'form' | 'phone' | 'mail' | 'post';
  title: string;
  text?: string;
  link?: string;
}

interface Action {
  label: string;
  to: string;
}

/** The copy of /support (its page item's `support`); texts may hold `[label](target)` links. */
interface SupportContent {
  hero: { eyebrow: string; title: string; lead: string; action: Action };
  channels: { title: string; items: readonly ContactChannel[] };
  hours: { title: string; intro: string; caption: string; note: string };
  client: { title: string; text: string; action: Action };
  beforeYouWrite: { title: string; intro: string; items: readonly string[]; outro: string };
  notice: { title: string; text: string };
}

const CHANNEL_ICONS: Record<ContactChannel['icon'], LucideIcon> = { form: MessageSquareText, phone: Phone, mail: Mail, post: MapPin };

function Channel({ channel }: { channel: ContactChannel }) {
  const Icon = CHANNEL_ICONS[channel.icon] ?? MessageSquareText;
  return (
    <li>
      <Icon aria-hidden="true" size={28} />
      <h3>{channel.title}</h3>
      {channel.text && <p>{channel.text}</p>}
      {channel.link && (
        <span className={channel.icon === 'mail' ? styles.email : undefined}>
          <InlineText text={channel.link} />
        </span>
      )}
      {channel.icon === 'post' && (
        <address>
          <PostalAddressLines />
        </address>
      )}
    </li>
  );
}

function Support({ support }: { support: SupportContent }) {
  const { hero, channels, hours, client, beforeYouWrite, notice } = support;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>}>
        <ContentLink to={hero.action.to} className={`button ${styles.heroAction}`}>
          <MessageSquareText aria-hidden="true" size={18} /> {hero.action.label}
        </ContentLink>
      </PageHero>

      <PageSection title={channels.title}>
        <ul className={styles.channels}>
          {channels.items.map((channel) => (
            <Channel key={channel.title} channel={channel} />
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" title={hours.title} intro={hours.intro}>
        <div className={styles.hours}>
          <Clock aria-hidden="true" size={40} className={styles.hoursIcon} />
          <table className={styles.hoursTable}>
            <caption className="visually-hidden">{hours.caption}</caption>
            <tbody>
              {/* The footer's office hours (its site text): one place for an editor to change them. */}
              {siteText('footer').officeHours.map((slot, index) => (
                <tr key={index}>
                  <th scope="row">{slot.days}</th>
                  <td>{slot.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.hoursNote}>{hours.note}</p>
      </PageSection>

      <PageSection title={client.title}>
        <div className={styles.client}>
          <LogIn aria-hidden="true" size={32} />
          <div>
            <p>{client.text}</p>
            <ContentLink to={client.action.to} className="button">
              {client.action.label}
            </ContentLink>
          </div>
        </div>
      </PageSection>

      <PageSection tone="muted" title={beforeYouWrite.title}>
        <div className={styles.prepare}>
          <p>{beforeYouWrite.intro}</p>
          <ul>
            {beforeYouWrite.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <InlineText text={beforeYouWrite.outro} />
          </p>
        </div>
      </PageSection>

      <PageSection>
        <Notice title={notice.title}>
          <p>
            <InlineText text={notice.text} />
          </p>
        </Notice>
      </PageSection>
    </>
  );
}

export default function SupportPage() {
  return <PageTemplate<{ support: SupportContent }> path="/support">{({ support }) => <Support support={support} />}</PageTemplate>;
}
