import '@frc/ui/global.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setRemoteMapSource } from '@frc/federation';
import { App } from './app/App';
import { fetchRemoteMap } from './federation/fetchRemoteMap';

setRemoteMapSource(fetchRemoteMap);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
