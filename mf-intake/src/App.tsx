import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { ConfirmRequestPage } from './pages/ConfirmRequestPage';
import { ContactUsPage } from './pages/ContactUsPage';
import { ThankYouPage } from './pages/ThankYouPage';

/** The intake remote's pages; the shell renders this for every path it owns. */
export default function IntakeApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="/contact-us" element={<ContactUsPage />} />
      <Route path="/contact-us/thank-you" element={<ThankYouPage />} />
      <Route path="/contact-us/confirm" element={<ConfirmRequestPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
