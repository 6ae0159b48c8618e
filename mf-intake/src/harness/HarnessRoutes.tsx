import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CONTENT_API_PREFIX, type PublishedContent } from '@frc/contracts/browser';
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

/** The offers as the site shows them: the published `service` records, in id order, from the API. */
function PricingCardsDemo() {
  const [offers, setOffers] = useState<PricingOffer[] | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    fetch(`${CONTENT_API_PREFIX}/published?kind=service`, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The published services answered ${response.status}`);
        const { items } = (await response.json()) as PublishedContent;
        const services = items.filter((item) => item.kind === 'service').sort((a, b) => a.id - b.id);
        const loaded = services.map((item) => {
          const data = item.data as Pick<PricingOffer, 'price' | 'additionalInfo'> & Partial<Pick<PricingOffer, 'items'>>;
          return { id: item.id, title: item.title, price: data.price, additionalInfo: data.additionalInfo, items: data.items ?? [] };
        });
        if (current) setOffers(loaded);
      })
      .catch(() => current && setOffers('failed'));
    return () => {
      current = false;
    };
  }, []);
  return (
    <Demo title="PricingCards">
      {offers === null && <p role="status">Loading the published offers…</p>}
      {offers === 'failed' && <p role="alert">The published offers could not be loaded: is the API running?</p>}
      {Array.isArray(offers) && <PricingCards offers={offers} />}
      <p>&lsquo;Order Now&rsquo; jumps to the lead form below, as on a marketing page.</p>
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
