import { Link } from 'react-router-dom';
import { COMPANY } from '@frc/ui/company';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { BROWSER_STORAGE } from './browserStorage';
import styles from './CookiePolicyPage.module.scss';

export default function CookiePolicyPage() {
  usePageMeta({
    title: 'Cookie Policy',
    description: `${COMPANY.name} sets no cookies and uses no tracking. The few items kept in your browser keep clients signed in and stop unsent requests from being lost.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Cookie Policy"
        lead={<p>The short version: we set no cookies, we do not track you, and no other company can follow you through our website.</p>}
      />
      <PageSection>
        <div className={styles.policy}>
          <section aria-labelledby="no-cookies">
            <h2 id="no-cookies">No cookies, no tracking</h2>
            <p>
              Our website does not set cookies. We use no analytics, advertising or social media trackers, and we do not embed content from other
              companies: our pages, images and fonts all come from our own servers. Links to other websites (for example the fraud prevention tools
              we review, or the buttons to share an article) send nothing until you click them.
            </p>
          </section>

          <section aria-labelledby="browser-storage">
            <h2 id="browser-storage">What we keep in your browser</h2>
            <p>
              A few features need to remember something between pages. For that we use your browser's own storage, which stays on your device
              and is never sent to anyone automatically. This is everything we store:
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">Items the website keeps in your browser</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kept in</th>
                    <th scope="col">Why</th>
                    <th scope="col">Removed</th>
                  </tr>
                </thead>
                <tbody>
                  {BROWSER_STORAGE.map((item) => (
                    <tr key={item.name}>
                      <th scope="row" data-label="Name">
                        <code>{item.name}</code>
                      </th>
                      <td data-label="Kept in">{item.where}</td>
                      <td data-label="Why">{item.purpose}</td>
                      <td data-label="Removed">{item.removed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              If you never sign in to the client area, nothing is kept in local storage. Session storage is emptied by the browser when you close
              the tab.
            </p>
          </section>

          <section aria-labelledby="your-choices">
            <h2 id="your-choices">Your choices</h2>
            <ul>
              <li>Log out of the client area to remove your sign-in details at once.</li>
              <li>Close the tab to remove unsent consultation requests.</li>
              <li>
                Clear this website's data in your browser's settings at any time. The site keeps working; you will only need to sign in again.
              </li>
            </ul>
            <p>Because we use no cookies that need your consent, we do not show a cookie banner.</p>
          </section>

          <section aria-labelledby="cookie-questions">
            <h2 id="cookie-questions">Changes and questions</h2>
            <p>
              If we ever start using cookies, we will update this page before we do, and ask for your consent where the law requires it. Questions
              are welcome at <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>. Our <Link to="/privacy-policy">Privacy Policy</Link>{' '}
              explains how we handle the information you send us.
            </p>
          </section>
        </div>
      </PageSection>
    </>
  );
}
