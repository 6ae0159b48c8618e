import { renderHarness } from '@frc/federation';
import { HARNESS_LINKS } from './harnessLinks';
import { HarnessRoutes } from './HarnessRoutes';

renderHarness({ remote: 'intake', links: HARNESS_LINKS, render: (notFound) => <HarnessRoutes notFound={notFound} /> });
