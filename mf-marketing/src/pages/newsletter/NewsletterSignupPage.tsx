import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { contactFacts } from '@frc/ui/siteTexts';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './NewsletterSignupPage.module.scss';

const IN_EACH_ISSUE: readonly { title: string; text: string }[] = [
  { title: 'New scam patterns', text: 'What our investigators are seeing this month, explained in plain words.' },
  { title: 'Imposter warnings', text: 'When someone pretends to be us, or a regulator, or a bank, you hear about it first.' },
  { title: 'Practical protection', text: 'One or two habits that make you harder to fool, tested on real cases.' },
  { title: 'Recovery news', text: 'What works, what does not, and how to avoid a second scam after the first.' },
];

export default function NewsletterSignupPage() {
  const { email } = contactFacts();
  usePageMeta({
    title: 'Newsletter sign-up',
    description: 'Sign up for scam alerts by e-mail: new scam patterns, imposter warnings and practical protection from our investigators, about twice a month.',
  });
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsletter sign-up' }]}
        eyebrow="Newsletter"
        title="Scam alerts, in your inbox"
        lead={<p>About twice a month, a short e-mail from our investigators on the scams going round and how to stay clear of them.</p>}
      />
      <PageSection>
        <div className={styles.layout}>
          <Island
            module="marketing/NewsletterSignup"
            label="the newsletter sign-up"
            component={NewsletterSignup}
            props={{ variant: 'plain', title: 'Sign up', text: 'Just your e-mail address, nothing else.' }}
            hydrate="interaction"
          />
          <div>
            <h2 className={styles.heading}>In each issue</h2>
            <ul className={styles.contents}>
              {IN_EACH_ISSUE.map((item) => (
                <li key={item.title}>
                  <strong>{item.title}.</strong> {item.text}
                </li>
              ))}
            </ul>
            <p className={styles.privacy}>
              We use your address only to send the newsletter and never sell or share it. Nothing is sent until you confirm from the link we
              e-mail you; an address not confirmed within 7 days is deleted. Every issue ends with a link that unsubscribes you and deletes your
              address, or write to <a href={`mailto:${email}`}>{email}</a>. See our{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>.
            </p>
          </div>
        </div>
      </PageSection>
    </>
  );
}
