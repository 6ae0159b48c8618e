import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { PageUnderConstruction } from './pages/PageUnderConstruction';

export default function PortalApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="/login" element={<PageUnderConstruction title="Client sign-in" />} />
      <Route path="/dashboard/*" element={<PageUnderConstruction title="Client dashboard" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
