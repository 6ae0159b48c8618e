import { renderHarness } from '@frc/federation';
import App from '../App';
import { HARNESS_LINKS } from './harnessLinks';

renderHarness({ remote: 'portal', links: HARNESS_LINKS, render: (notFound) => <App notFound={notFound} /> });
