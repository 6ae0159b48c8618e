import { renderHarness, setRemoteMapSource } from '@frc/federation';
import App from '../App';
import { HARNESS_LINKS } from './harnessLinks';

// Alone, the pages still embed intake's forms: they come from the intake remote on its own port (apps.json).
setRemoteMapSource(async () => ({ intake: `${window.location.protocol}//${window.location.hostname}:${__APP_PORTS__.intake}/mf-manifest.json` }));

renderHarness({ remote: 'marketing', links: HARNESS_LINKS, render: (notFound) => <App notFound={notFound} /> });
