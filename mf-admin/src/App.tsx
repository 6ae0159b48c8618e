import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { PageUnderConstruction } from './pages/PageUnderConstruction';

export default function AdminApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="/admin/*" element={<PageUnderConstruction title="Admin dashboard" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
