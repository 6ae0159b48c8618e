// What a web app's start computes from its environment, computed here once: every value is checked, then the
// files are written and the values that nginx's templates take are left for configure.sh, which only templates
// them. The local stack's nginx serves the same files. Node's built-ins only, and nothing newer than Debian bookworm's Node 18: the web image
// runs it with Debian's nodejs.
//
//   node site-files.mjs main        values of nginx.conf and policy.conf
//   node site-files.mjs site APP    values of APP's server; for the shell also, in RUNTIME_DIR:
//       remotes.json   the remote map, map-key its name (16 hex digits of its SHA-256)
//       index.html     the shell's page, with links that fetch each remote's manifest and routes early
//       sitemap.xml    the sitemap index, robots.txt naming it, sitemaps.json where each remote's list comes from
//       pages          a link to the pre-rendered pages of the map's current versions (PAGES_DIR/<key>)
//       map-overrides  a link to where a canary guard writes the map it leaves (MAP_OVERRIDES_DIR)
//
// The values go to RUNTIME_DIR/values/<main|APP>/<NAME>, one file per template variable. The environment is
// described at the top of configure.sh. Nothing is written unless every value is accepted, so a refused value
// leaves the site as it was.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PUBLIC_REMOTES, DEFAULT_REMOTES } from './remoteDefaults.mjs';

class ConfigError extends Error {}

// Every value that reaches nginx or JSON matches one of these first, so no value can break out of its quotes.
const PATH = '/[^"$\\\\]*';
const ORIGIN = 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?';
const PATTERNS = {
  path: PATH,
  log: `stderr|off|${PATH}`,
  listen: '([A-Za-z0-9.-]+:)?[0-9]{1,5}',
  origin: ORIGIN,
  manifest: `${ORIGIN}(/[A-Za-z0-9._~-]+)*/mf-manifest\\.json`,
  name: '[a-z][a-z0-9]*',
  workers: 'auto|[0-9]{1,3}',
  percent: '[1-9][0-9]?|100',
  resolver: '[\\[\\]0-9A-Fa-f.:]+( [\\[\\]0-9A-Fa-f.:]+)*',
};

function matches(pattern, value) {
  return typeof value === 'string' && !/[\r\n]/.test(value) && new RegExp(`^(?:${PATTERNS[pattern]})$`).test(value);
}

/** The variable `name` of `env`, which must match `pattern`; `fallback` when unset or empty. */
function checked(env, name, pattern, fallback) {
  const value = env[name] || fallback;
  if (value === undefined) throw new ConfigError(`${name} must be set`);
  if (!matches(pattern, value)) throw new ConfigError(`${name} may not be "${value}"`);
  return value;
}

function words(text) {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

const variableOf = (name, suffix = '') => `REMOTE_${name.toUpperCase()}${suffix}`;

/** REMOTE_<NAME><suffix> (suffix: _LAST_GOOD, _CANARY, _INTERNAL): the URL of an mf-manifest.json, or '' when unset. */
function manifestUrl(env, name, suffix = '') {
  const variable = variableOf(name, suffix);
  const url = env[variable] ?? '';
  if (url && !matches('manifest', url)) {
    throw new ConfigError(`${variable} must be the URL of an mf-manifest.json (http or https, no query), not "${url}"`);
  }
  return url;
}

const originOf = (url) => new URL(url).origin;

/**
 * Every remote of REMOTE_NAMES as the environment describes it: `{ name, current, lastGood?, canary? }`, the
 * last good version and the canary only where they differ from the current one. (`current` is '' when unset:
 * the policy of a remote's own server does without it, the shell refuses that.)
 */
export function remotesOf(env) {
  return words(env.REMOTE_NAMES || DEFAULT_REMOTES).map((name) => {
    if (!matches('name', name)) throw new ConfigError(`REMOTE_NAMES: "${name}" is not a remote name (lower-case letters and digits)`);
    if (name === 'content') throw new ConfigError('REMOTE_NAMES: "content" names the content sitemap, not a remote');
    const current = manifestUrl(env, name);
    const lastGood = manifestUrl(env, name, '_LAST_GOOD');
    const canary = manifestUrl(env, name, '_CANARY');
    const remote = { name, current };
    if (lastGood && lastGood !== current) remote.lastGood = lastGood;
    if (canary) {
      const variable = variableOf(name, '_CANARY_PERCENT');
      const percent = env[variable] ?? '';
      if (!matches('percent', percent)) throw new ConfigError(`${variable} must be a whole number from 1 to 100, not "${percent}"`);
      // The canary's origin is allowed by the policy even while it equals the current version.
      remote.canaryOrigin = originOf(canary);
      if (canary !== current) remote.canary = { entry: canary, percent: Number(percent) };
    }
    return remote;
  });
}

function requireCurrent(remotes, what) {
  for (const remote of remotes) {
    if (!remote.current) throw new ConfigError(`${variableOf(remote.name)} is not set: ${what}`);
  }
}

/** The remote map (remotes.json): each remote its URL, or `{ current, lastGood?, canary? }`. */
function remoteMapText(remotes) {
  const lines = remotes.map(({ name, current, lastGood, canary }) => {
    if (!lastGood && !canary) return `  ${JSON.stringify(name)}: ${JSON.stringify(current)}`;
    const parts = [`"current": ${JSON.stringify(current)}`];
    if (lastGood) parts.push(`"lastGood": ${JSON.stringify(lastGood)}`);
    if (canary) parts.push(`"canary": { "entry": ${JSON.stringify(canary.entry)}, "percent": ${canary.percent} }`);
    return `  ${JSON.stringify(name)}: { ${parts.join(', ')} }`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

const sha256Prefix = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The map's name: served at /.frc/map-key; a canary guard names the map it leaves after it. */
const mapKeyOf = (mapText) => sha256Prefix(mapText);

/**
 * The folder of the pre-rendered pages of a map: named by its current versions only, as lines "NAME URL\n" in the
 * map's order (packages/site-runtime/prerender.mjs names it the same way), so a last good version or a canary keeps it.
 */
export const pagesKeyOf = (remotes) => sha256Prefix(remotes.map(({ name, current }) => `${name} ${current}\n`).join(''));

/** Each origin once, in order. */
function uniqueOrigins(urls) {
  return [...new Set(urls.filter(Boolean).map(originOf))];
}

/** nginx's JavaScript module, which the shell's redirects need (docker/nginx/njs/redirects.js). */
const njsModuleOf = (env) => `${checked(env, 'NGINX_MODULES_DIR', 'path', '/usr/lib/nginx/modules')}/ngx_http_js_module.so`;

/** The values of nginx.conf and policy.conf; `exists`: whether a file is there (nginx's brotli and JavaScript modules). */
function mainValues(env, { exists = fs.existsSync } = {}) {
  const remotes = remotesOf(env);
  const cspOrigins = uniqueOrigins(remotes.flatMap(({ current, lastGood, canaryOrigin }) => [current, lastGood, canaryOrigin]));
  const shellOrigins = words(env.SHELL_ORIGINS);
  for (const origin of shellOrigins) {
    if (!matches('origin', origin)) throw new ConfigError(`SHELL_ORIGINS: "${origin}" is not an origin like https://www.example.com`);
  }
  const confDir = checked(env, 'CONF_DIR', 'path');
  const brotli = `${checked(env, 'NGINX_MODULES_DIR', 'path', '/usr/lib/nginx/modules')}/ngx_http_brotli_filter_module.so`;
  const brotliInstalled = exists(brotli);
  return {
    RUNTIME_DIR: checked(env, 'RUNTIME_DIR', 'path'),
    CONF_DIR: confDir,
    CSP_REMOTE_ORIGINS: cspOrigins.map((origin) => ` ${origin}`).join(''),
    // nginx map lines: the quotes in them are meant for nginx.
    CORS_ALLOWED_ORIGINS: shellOrigins.map((origin) => `    "${origin}" "${origin}";\n`).join(''),
    NGINX_LOAD_MODULES: [
      brotliInstalled ? `load_module "${brotli}";` : '# (no brotli module installed: gzip only)',
      exists(njsModuleOf(env)) ? `load_module "${njsModuleOf(env)}";` : '# (no JavaScript module installed: the shell cannot be served)',
    ].join('\n'),
    NGINX_HTTP_EXTRAS: brotliInstalled ? `include "${confDir}/optional/brotli.conf";` : '',
    NGINX_WORKER_PROCESSES: checked(env, 'NGINX_WORKER_PROCESSES', 'workers', 'auto'),
    NGINX_ERROR_LOG: checked(env, 'NGINX_ERROR_LOG', 'log', 'stderr'),
    NGINX_ACCESS_LOG: checked(env, 'NGINX_ACCESS_LOG', 'log', '/dev/stdout'),
  };
}

/** The shell's page with a preconnect to each remote origin and a preload of each remote's manifest and routes. */
function shellPage(html, remotes) {
  const preload = (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
  const links = [];
  const opened = new Set();
  for (const { current } of remotes) {
    const origin = originOf(current);
    if (!opened.has(origin)) {
      opened.add(origin);
      links.push(`<link rel="preconnect" href="${origin}">`);
    }
    links.push(preload(current), preload(current.replace(/mf-manifest\.json$/, 'routes.json')));
  }
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** DNS servers for nginx: NGINX_RESOLVER, else the nameservers of resolv.conf (IPv6 in brackets). */
function resolverOf(env, resolvConf) {
  if (env.NGINX_RESOLVER) return checked(env, 'NGINX_RESOLVER', 'resolver');
  const servers = resolvConf
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([keyword, address]) => keyword === 'nameserver' && address)
    .map(([, address]) => (address.includes(':') ? `[${address}]` : address));
  const resolver = servers.join(' ');
  if (resolver && !matches('resolver', resolver)) throw new ConfigError(`the nameservers of /etc/resolv.conf cannot be used: "${resolver}"`);
  return resolver;
}

/**
 * The sitemap: an index naming /sitemaps/NAME.xml for each remote with public pages and /sitemaps/content.xml (the
 * published content's addresses, written with the pages), each remote's public-pages.xml (beside the manifest the map names, so it follows the deployed version, fetched where the
 * shell's server reaches it: REMOTE_<NAME>_INTERNAL) with the site's origin in front of its paths.
 */
function sitemapOf(env, remotes, { resolvConf = '', robots = '' } = {}) {
  const siteOrigin = env.SITE_ORIGIN || words(env.SHELL_ORIGINS)[0];
  if (!siteOrigin) throw new ConfigError('SITE_ORIGIN (or SHELL_ORIGINS) must name the origin of the site, e.g. https://www.example.com');
  if (!matches('origin', siteOrigin)) throw new ConfigError(`SITE_ORIGIN may not be "${siteOrigin}"`);
  const sources = {};
  for (const name of words(env.PUBLIC_REMOTES || DEFAULT_PUBLIC_REMOTES)) {
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote?.current) throw new ConfigError(`${variableOf(name)} is not set: the sitemap needs every public remote`);
    const url = manifestUrl(env, name, '_INTERNAL') || remote.current;
    // nginx resolves names at run time through the resolver, which knows no /etc/hosts.
    sources[name] = url.replace(/^(https?:\/\/)localhost([:/])/, '$1127.0.0.1$2').replace(/mf-manifest\.json$/, 'public-pages.xml');
  }
  // And the content sitemap: the published items' addresses, written with the pages at each render.
  const entries = [...Object.keys(sources), 'content'].map((name) => `  <sitemap><loc>${siteOrigin}/sitemaps/${name}.xml</loc></sitemap>\n`);
  return {
    origin: siteOrigin,
    sources,
    index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`,
    robots: `${robots}\nSitemap: ${siteOrigin}/sitemap.xml\n`,
    resolver: resolverOf(env, resolvConf),
  };
}

/** nginx's locations of the remotes' sitemaps (the value SITEMAP_LOCATIONS of shell.conf). */
function sitemapLocations(sitemap, confDir) {
  const resolver = sitemap.resolver
    ? `resolver ${sitemap.resolver} valid=30s;\n    resolver_timeout 5s;\n`
    : '# (no DNS server known: remote addresses must be IP addresses)\n';
  return (
    resolver +
    Object.entries(sitemap.sources)
      .map(
        ([name, source]) => `
    location = /sitemaps/${name}.xml {
        set $frc_public_pages "${source}";
        sub_filter "<loc>/" "<loc>${sitemap.origin}/";
        include "${confDir}/server/sitemap-proxy.conf";
    }
`,
      )
      .join('')
  );
}

function readIfThere(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes `text` to `file` whole: readers see the old file or the new one. */
function writeWhole(file, text) {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

/** Points the link `file` at `target`, replacing what was there at once. */
function linkWhole(file, target) {
  fs.rmSync(`${file}.tmp`, { force: true });
  fs.symlinkSync(target, `${file}.tmp`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * The shell's files and values, computed (everything checked) before anything is written.
 * @returns {{ files: Record<string, string>, links: Record<string, string>, values: Record<string, string> }}
 */
function shellSite(env, { resolvConf = readIfThere('/etc/resolv.conf') ?? '' } = {}) {
  const runtimeDir = checked(env, 'RUNTIME_DIR', 'path');
  const appRoot = checked(env, 'APP_ROOT', 'path');
  const confDir = checked(env, 'CONF_DIR', 'path');
  if (!fs.existsSync(njsModuleOf(env))) throw new ConfigError(`${njsModuleOf(env)} is missing (Debian's libnginx-mod-http-js): the shell's redirects need it`);
  const remotes = remotesOf(env);
  requireCurrent(remotes, 'the shell needs every remote');
  const map = remoteMapText(remotes);
  const mapKey = mapKeyOf(map);
  const sitemap = sitemapOf(env, remotes, { resolvConf, robots: readIfThere(path.join(appRoot, 'robots.txt')) ?? '' });
  const page = readIfThere(path.join(appRoot, 'index.html'));
  const files = {
    'remotes.json': map,
    'map-key': `${mapKey}\n`,
    'sitemap.xml': sitemap.index,
    'robots.txt': sitemap.robots,
    'sitemaps.json': `${JSON.stringify({ origin: sitemap.origin, sources: sitemap.sources }, null, 2)}\n`,
  };
  if (page !== undefined) files['index.html'] = shellPage(page, remotes);
  const links = {
    pages: env.PAGES_DIR ? path.join(checked(env, 'PAGES_DIR', 'path'), pagesKeyOf(remotes)) : path.join(runtimeDir, 'no-pages'),
    'map-overrides': env.MAP_OVERRIDES_DIR ? checked(env, 'MAP_OVERRIDES_DIR', 'path') : path.join(runtimeDir, 'no-overrides'),
  };
  const values = {
    LISTEN: checked(env, 'LISTEN', 'listen'),
    APP_ROOT: appRoot,
    API_UPSTREAM: checked(env, 'API_UPSTREAM', 'origin'),
    RUNTIME_DIR: runtimeDir,
    CONF_DIR: confDir,
    SITEMAP_LOCATIONS: sitemapLocations(sitemap, confDir),
    PAGES_ROOT: path.join(runtimeDir, 'pages'),
    MAP_KEY: mapKey,
  };
  return { files, links, values };
}

/** A remote's values: its current build at the root, every published version under /APP/. */
function remoteSite(env, app) {
  return {
    files: {},
    links: {},
    values: {
      LISTEN: checked(env, 'LISTEN', 'listen'),
      APP_ROOT: checked(env, 'APP_ROOT', 'path'),
      APP: app,
      RELEASES_DIR: checked(env, 'RELEASES_DIR', 'path'),
      CONF_DIR: checked(env, 'CONF_DIR', 'path'),
    },
  };
}

/**
 * Computes and writes a step's files and values (see the top of this file). `step`: 'main', or an app's name.
 * @returns {{ files: Record<string, string>, links: Record<string, string>, values: Record<string, string> }}
 */
export function writeSiteFiles(env, step) {
  if (!matches('name', step)) throw new ConfigError(`"${step}" is not an app name`);
  const runtimeDir = checked(env, 'RUNTIME_DIR', 'path');
  let site;
  if (step === 'main') {
    site = { files: {}, links: {}, values: mainValues(env) };
  } else {
    site = step === 'shell' ? shellSite(env) : remoteSite(env, step);
  }
  fs.mkdirSync(path.join(runtimeDir, 'sites'), { recursive: true });
  fs.mkdirSync(path.join(runtimeDir, 'tmp'), { recursive: true });
  for (const [name, text] of Object.entries(site.files)) writeWhole(path.join(runtimeDir, name), text);
  if (step === 'shell' && !('index.html' in site.files)) fs.rmSync(path.join(runtimeDir, 'index.html'), { force: true });
  for (const [name, target] of Object.entries(site.links)) linkWhole(path.join(runtimeDir, name), target);
  const valuesDir = path.join(runtimeDir, 'values', step);
  fs.rmSync(valuesDir, { recursive: true, force: true });
  fs.mkdirSync(valuesDir, { recursive: true });
  for (const [name, value] of Object.entries(site.values)) fs.writeFileSync(path.join(valuesDir, name), value);
  return site;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [step, app, ...rest] = process.argv.slice(2);
  try {
    if (!(step === 'main' && app === undefined) && !(step === 'site' && app !== undefined && rest.length === 0)) {
      throw new ConfigError('usage: configure.sh main | configure.sh site APP');
    }
    writeSiteFiles(process.env, step === 'main' ? 'main' : app);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`configure.sh: ${error.message}`);
    process.exit(1);
  }
}
