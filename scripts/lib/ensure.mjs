// Installs what a fresh clone lacks: npm packages and, where needed, Debian packages.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import { banner, commandExists, runOrExit } from './run.mjs';

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

export async function ensureNodeModules() {
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  banner('npm install');
  // `npm ci` cannot work here: the registry lacks other platforms' optional binaries. What npm's cache already holds
  // is taken from it without asking the registry again (it asks for anything missing): a fresh clone's install went
  // from 75 and 88 s to 52 and 60 s on this machine, the registry's answers being most of the difference.
  await runOrExit('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
}

const APT_UPDATED_MARKER = '/tmp/.fund-recovery-apt-updated';

/** @param {{ check: () => boolean, packages: string[] }[]} needs */
export async function ensureDebianPackages(needs) {
  const missing = needs.filter((need) => !need.check()).flatMap((need) => need.packages);
  if (missing.length === 0) return;
  banner(`apt-get install ${missing.join(' ')}`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : commandExists('sudo') ? ['sudo'] : null;
  if (!sudo) {
    console.error(`Missing Debian packages: ${missing.join(', ')}. Install them (apt-get install ${missing.join(' ')}) and run again.`);
    process.exit(1);
  }
  const apt = (args) => (sudo.length ? runOrExit('sudo', ['apt-get', ...args]) : runOrExit('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!fs.existsSync(APT_UPDATED_MARKER)) {
    await apt(['update', '-o', 'DPkg::Lock::Timeout=120']);
    fs.writeFileSync(APT_UPDATED_MARKER, new Date().toISOString());
  }
  await (sudo.length
    ? runOrExit('sudo', ['-E', 'apt-get', 'install', '-y', '--no-install-recommends', '-o', 'DPkg::Lock::Timeout=120', ...missing], { env })
    : runOrExit('apt-get', ['install', '-y', '--no-install-recommends', '-o', 'DPkg::Lock::Timeout=120', ...missing], { env }));
}

/** Debian's Chromium (browser downloads fail here), and the flags every script launches it with. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const CHROMIUM = { check: () => fs.existsSync(CHROMIUM_PATH), packages: ['chromium'] };
/**
 * The end-to-end suites' browser: Debian's build of Chromium's headless shell (package chromium-headless-shell, the
 * same Chromium release as `chromium`), the build Playwright itself runs headless tests in. Measured here, a page of
 * the site costs it about a quarter of the CPU that the full browser spends in its headless mode, which composites
 * and rasterises every frame as if on a screen (docs/measurements.md). The perf scripts and Lighthouse keep the full
 * browser: they measure what a visitor's browser does. e2e/playwright.config.ts names the same file.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const HEADLESS_SHELL = { check: () => fs.existsSync(HEADLESS_SHELL_PATH), packages: ['chromium-headless-shell'] };

/** Debian's Chromium, headless, driven by Playwright. */
export async function launchChromium() {
  const { chromium } = await import('playwright');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
export const POSTGRESQL = {
  check: () => fs.existsSync('/usr/lib/postgresql/15/bin/initdb'),
  packages: ['postgresql'],
};
// The web apps are served by Debian's nginx (with its brotli module) configured by
// docker/web/configure.sh, which needs envsubst; shellcheck lints that script.
/** The sealed engagement letters' tests: openssl checks the seal (`openssl cms -verify`), pdftotext reads the pages. */
export const OPENSSL = { check: () => commandExists('openssl'), packages: ['openssl'] };
export const PDFTOTEXT = { check: () => commandExists('pdftotext'), packages: ['poppler-utils'] };
/** Debian's Redis: the API tests share per-IP limits between two replicas through it. */
export const REDIS = { check: () => fs.existsSync('/usr/bin/redis-server'), packages: ['redis-server'] };
/** With its JavaScript module: the shell's redirects are read through it (docker/nginx/njs/redirects.js). */
export const NGINX = {
  check: () => fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_http_js_module.so'),
  packages: ['nginx', 'libnginx-mod-http-js'],
};
export const NGINX_BROTLI = {
  check: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  packages: ['libnginx-mod-http-brotli-filter'],
};
export const ENVSUBST = { check: () => commandExists('envsubst'), packages: ['gettext-base'] };
/** What serves the site, locally as in the images: nginx with its modules, and envsubst for its templates. */
export const WEB_SERVER = [NGINX, NGINX_BROTLI, ENVSUBST];
/** Prometheus' promtool (Debian's `prometheus`): the deployment checks lint the alert rules and the API's metrics with it. */
export const PROMTOOL_PATH = '/usr/bin/promtool';
export const PROMTOOL = { check: () => fs.existsSync(PROMTOOL_PATH), packages: ['prometheus'] };
export const SHELLCHECK = { check: () => commandExists('shellcheck'), packages: ['shellcheck'] };
/** The validators of e2e/tests/validators.spec.ts: Java for the Nu HTML Checker (npm's vnu-jar), xmllint for the sitemaps. */
export const JAVA = { check: () => fs.existsSync('/usr/bin/java'), packages: ['default-jre-headless'] };
export const XMLLINT = { check: () => commandExists('xmllint'), packages: ['libxml2-utils'] };
