import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { ConfirmRequestPage } from './pages/ConfirmRequestPage';
import { ContactUsPage } from './pages/ContactUsPage';
import { ThankYouPage } from './pages/ThankYouPage';
import { ROUTES } from './routes';

/** The intake remote's pages (paths in routes.ts); the shell renders this for every path it owns. */
export default function IntakeApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={ROUTES.contactUs.path} element={<ContactUsPage />} />
      <Route path={ROUTES.thankYou.path} element={<ThankYouPage />} />
      <Route path={ROUTES.confirm.path} element={<ConfirmRequestPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
