import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { PageUnderConstruction } from './pages/PageUnderConstruction';

export default function IntakeApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="/contact-us" element={<PageUnderConstruction title="Contact us" />} />
      <Route path="/contact-us/thank-you" element={<PageUnderConstruction title="Thank you" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
