import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import App from '../App';
import LeadForm from '../features/lead-form/components/LeadForm';
import PricingCards from '../features/pricing/components/PricingCards';
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
      <Route
        path="/harness/pricing-cards"
        element={
          <Demo title="PricingCards">
            <PricingCards />
            <p>&lsquo;Order Now&rsquo; jumps to the lead form below, as on a marketing page.</p>
            <LeadForm />
          </Demo>
        }
      />
      <Route path="/harness/scam-type-select" element={<ScamTypeSelectDemo />} />
      <Route path="*" element={<App notFound={notFound} />} />
    </Routes>
  );
}
