import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { MARKETING_PAGES } from './pages/pageList';
import { PageUnderConstruction } from './pages/PageUnderConstruction';

export default function MarketingApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      {MARKETING_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<PageUnderConstruction title={page.title} />} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
