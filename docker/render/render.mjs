// The render job of the images (docs/rendering.md): renders the site's pages for the remote map the shell
// serves, into PAGES_DIR/<key of that map>/, which the shell's nginx serves. It runs at each start of the
// compose stack and after each deploy (`docker compose up -d prerender`), then exits; until it has run for a
// map, the shell serves the pages the browser renders.
//
//   SHELL_INTERNAL   where the shell answers inside the network (its /remotes.json and /index.html)
//   SHELL_DIR        the shell's build, with its server bundle (this image's own copy: the same release)
//   RELEASES_ROOT    each remote's published versions, mounted read-only at RELEASES_ROOT/<remote>/
//                    (the remote's releases volume: <remote>/<version>/ inside it)
//   PAGES_DIR        where the pages go (the volume the shell reads)
//   SITE_ORIGIN      the site's public origin, for canonical links
import { currentEntries, prerenderSite } from './prerender.mjs';
import { assertPublished, releaseDirOf, retrying } from './releases.mjs';

const { SHELL_INTERNAL = 'http://shell:8080', SHELL_DIR = '/srv/shell', RELEASES_ROOT = '/releases', PAGES_DIR = '/srv/pages', SITE_ORIGIN } = process.env;
if (!SITE_ORIGIN) {
  console.error('render: SITE_ORIGIN must name the site, e.g. https://www.example.com');
  process.exit(1);
}

const remoteDirOf = (remote, entry) => releaseDirOf(RELEASES_ROOT, remote, entry);

async function shellFile(name) {
  const response = await fetch(`${SHELL_INTERNAL}/${name}`);
  if (!response.ok) throw new Error(`${SHELL_INTERNAL}/${name} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

// The shell and the remotes start with this job: wait (up to a minute) for the map and for every version it names.
let map;
let template;
try {
  await retrying(async () => {
    map = await shellFile('remotes.json');
    template = (await shellFile('index.html')).toString('utf8');
    assertPublished(RELEASES_ROOT, currentEntries(JSON.parse(map.toString('utf8'))));
  });
} catch (error) {
  console.error(`render: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const result = await prerenderSite({ shellDir: SHELL_DIR, template, remoteMapBytes: map, remoteDirOf, origin: SITE_ORIGIN, pagesDir: PAGES_DIR });
process.exit(result.failed.length > 0 ? 1 : 0);
