import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import App from '../App';
import LeadForm from '../features/lead-form/components/LeadForm';
import PricingCards from '../features/pricing/components/PricingCards';
import type { PricingOffer } from '../features/pricing/pricingOffer';
import ConsultationLauncher from '../features/wizard/components/ConsultationLauncher';
import ScamTypeSelect from '../shared/components/ScamTypeSelect';
import styles from './HarnessRoutes.module.scss';

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.demo}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function ScamTypeSelectDemo() {
  const [value, setValue] = useState('');
  return (
    <Demo title="ScamTypeSelect">
      <ScamTypeSelect value={value} onChange={setValue} />
      <p>
        onChange received: <output>{value || 'nothing yet'}</output>
      </p>
    </Demo>
  );
}

/**
 * Example offers, to see the cards alone: on the site, marketing passes the published `service` records (the firm's
 * prices are content, edited in the back office), and this remote runs here without the API.
 */
const EXAMPLE_OFFERS: PricingOffer[] = [
  { id: 'example-report', title: 'Example report', price: '$1,000', additionalInfo: 'plus $100 per transaction', items: [{ title: 'First point', description: 'What the first part of the service does.' }] },
  { id: 'example-tracing', title: 'Example tracing', price: '$2,000', items: [{ title: 'A point', description: 'What this part of the service does.' }, { title: 'Another point', description: 'And what this one does.' }] },
  { id: 'example-package', title: 'Example package', price: '$5,000', items: [] },
];

function PricingCardsDemo() {
  return (
    <Demo title="PricingCards">
      <PricingCards offers={EXAMPLE_OFFERS} />
      <p>Example offers: on the site, the published prices. &lsquo;Order Now&rsquo; jumps to the lead form below, as on a marketing page.</p>
      <LeadForm />
    </Demo>
  );
}

/** Each exposed module on its own harness page; every other path goes to the remote's App, as in the shell. */
export function HarnessRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route
        path="/harness/lead-form"
        element={
          <Demo title="LeadForm">
            <LeadForm />
          </Demo>
        }
      />
      <Route
        path="/harness/consultation-launcher"
        element={
          <Demo title="ConsultationLauncher">
            <h2>Without props</h2>
            <ConsultationLauncher />
            <h2>defaultScamType=&quot;digital&quot;</h2>
            <ConsultationLauncher defaultScamType="digital" />
          </Demo>
        }
      />
      <Route path="/harness/pricing-cards" element={<PricingCardsDemo />} />
      <Route path="/harness/scam-type-select" element={<ScamTypeSelectDemo />} />
      <Route path="*" element={<App notFound={notFound} />} />
    </Routes>
  );
}
