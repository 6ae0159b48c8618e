// What deploy/observability ships, checked against the API and the render watcher themselves: Prometheus' own tool
// accepts the alert rules and both metrics expositions (`promtool check rules`, `promtool check metrics`), every
// query of the Grafana dashboard and of the alerts names only metrics they expose, and each series an alert selects
// by its scrape job and job name is one that job's process exposes. Part of `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from '../apps/apps.mjs';
import { startBuiltApi } from '../lib/builtApi.mjs';
import { PROMTOOL_PATH } from '../lib/ensure.mjs';
import { createRenderMetrics, serveMetrics } from '@frc/site-runtime/renderMetrics.mjs';

const OBSERVABILITY = path.join(ROOT, 'deploy/observability');
const RULES = path.join(OBSERVABILITY, 'alerts.yaml');
const DASHBOARD = JSON.parse(fs.readFileSync(path.join(OBSERVABILITY, 'api-dashboard.json'), 'utf8'));
/** Series the alerts read from Prometheus itself and from kube-state-metrics, not from the API or the render watcher. */
const NOT_THE_APIS = new Set(['up', 'kube_pod_status_ready']);
/** prom-client's default gauges whose names end in _total, which promtool's lint reports: theirs, not the API's. */
const PROM_CLIENT_GAUGES_NAMED_TOTAL = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
const noPromtool = !fs.existsSync(PROMTOOL_PATH) && 'promtool is not installed (npm test installs Debian prometheus)';

/** Words of PromQL that are not metric names. */
const PROMQL_WORDS = new Set([
  ...['sum', 'max', 'min', 'avg', 'count', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset'],
  ...['rate', 'irate', 'increase', 'changes', 'delta', 'time', 'histogram_quantile', 'abs', 'absent', 'clamp_min', 'clamp_max', 'vector', 'scalar', 'topk', 'bottomk'],
]);

/** The metric names a PromQL expression reads. */
export function metricNamesIn(expression) {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\$\w+/g, '');
  return [...bare.matchAll(/[A-Za-z_:][\w:]*/g)].map(([word]) => word).filter((word) => !PROMQL_WORDS.has(word));
}

/**
 * The selectors of an expression that name a scrape job and a job name: [{ name, job, jobNames }], `jobNames` the
 * values `job_name="a"` or `job_name=~"a|b"` allows.
 */
export function jobSelectorsIn(expression) {
  return [...expression.matchAll(/([A-Za-z_:][\w:]*)\{([^}]*)\}/g)].flatMap(([, name, matchers]) => {
    const job = /(?:^|,)\s*job="([^"]+)"/.exec(matchers)?.[1];
    const jobName = /job_name=~?"([^"]+)"/.exec(matchers)?.[1];
    return job && jobName ? [{ name, job, jobNames: jobName.split('|') }] : [];
  });
}

/** Every metric name of an exposition: a histogram's and a summary's series under their suffixes too. */
function exposedNames(exposition) {
  const names = new Set();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

const dashboardExpressions = () =>
  DASHBOARD.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expression: target.expr })));
const alertExpressions = () =>
  parse(fs.readFileSync(RULES, 'utf8')).groups.flatMap((group) => group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expression: rule.expr })));

describe("the API's and the render watcher's metrics and what reads them", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-observability-'));
  let api;
  let exposition;
  /** The render watcher's exposition, from its metrics port (@frc/site-runtime's renderMetrics.mjs). */
  let renderExposition;
  /** Each scrape job of deploy/observability/prometheus.yml, and what its process exposes. */
  let expositionOf;
  before(async () => {
    api = await startBuiltApi(dataDir);
    for (const route of ['/api/health', '/api/content/version', '/api/no-such-route']) await fetch(`${api.origin}${route}`);
    exposition = await (await fetch(`${api.metricsOrigin}/metrics`)).text();
    const render = await serveMetrics(createRenderMetrics().registry, { port: 0, host: '127.0.0.1' });
    renderExposition = await (await fetch(`${render.origin}/metrics`)).text();
    await render.close();
    expositionOf = { 'frc-api': exposition, 'frc-render': renderExposition };
  });
  after(async () => {
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the scrape configuration names the two jobs the dashboard and the alerts select', () => {
    const config = parse(fs.readFileSync(path.join(OBSERVABILITY, 'prometheus.yml'), 'utf8'));
    assert.deepEqual(config.scrape_configs.map((job) => job.job_name), Object.keys(expositionOf));
    const jobs = Object.fromEntries(DASHBOARD.templating.list.map((variable) => [variable.name, variable.query]));
    assert.deepEqual(jobs, { job: 'frc-api', render_job: 'frc-render' });
  });

  test('every query of the dashboard names only metrics the API or the render watcher exposes', () => {
    const exposed = new Set([...exposedNames(exposition), ...exposedNames(renderExposition)]);
    const expressions = dashboardExpressions();
    assert.ok(expressions.length >= 10, 'the dashboard has its panels');
    for (const { where, expression } of expressions) {
      const names = metricNamesIn(expression);
      assert.ok(names.length > 0, `${where} reads a metric`);
      assert.deepEqual({ where, unknown: names.filter((name) => !exposed.has(name)) }, { where, unknown: [] });
    }
  });

  test("the alerts read the API's and the render watcher's metrics (and Prometheus' own `up`, kube-state-metrics' readiness)", () => {
    const exposed = new Set([...exposedNames(exposition), ...exposedNames(renderExposition)]);
    for (const { where, expression } of alertExpressions()) {
      assert.deepEqual({ where, unknown: metricNamesIn(expression).filter((name) => !exposed.has(name) && !NOT_THE_APIS.has(name)) }, { where, unknown: [] });
    }
  });

  test('each series an alert or the dashboard selects by scrape job and job name is one that job exposes', () => {
    const selectors = [...alertExpressions(), ...dashboardExpressions()].flatMap(({ where, expression }) => jobSelectorsIn(expression).map((selector) => ({ where, ...selector })));
    assert.ok(selectors.some((selector) => selector.job === 'frc-render' && selector.jobNames.includes('render_watcher')), "the alerts watch the render watcher's last success");
    for (const { where, name, job, jobNames } of selectors) {
      const exposed = expositionOf[job] ?? '';
      const missing = jobNames.filter((jobName) => !exposed.split('\n').some((line) => line.startsWith(`${name}{`) && line.includes(`job_name="${jobName}"`)));
      assert.deepEqual({ where, job, name, missing }, { where, job, name, missing: [] });
    }
  });

  test('both expositions pass promtool check metrics, but for the names prom-client gives three of its process gauges', { skip: noPromtool }, () => {
    for (const [job, text] of Object.entries(expositionOf)) {
      const checked = spawnSync(PROMTOOL_PATH, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      // Its exit status is 3 for lint findings: what it says is checked instead, line by line (a parse error is a line too).
      assert.equal(checked.error, undefined);
      const problems = `${checked.stdout}${checked.stderr}`.split('\n').filter((line) => line.trim() !== '');
      assert.deepEqual({ job, problems: problems.filter((line) => !PROM_CLIENT_GAUGES_NAMED_TOTAL.some((name) => line.startsWith(`${name} `))) }, { job, problems: [] });
    }
  });
});

describe('the alert rules', () => {
  test('pass promtool check rules', { skip: noPromtool }, () => {
    const checked = spawnSync(PROMTOOL_PATH, ['check', 'rules', RULES], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
    assert.match(checked.stdout, /SUCCESS: \d+ rules found/);
  });

  test("and the scrape configuration that loads them (the containers test's) pass promtool check config", { skip: noPromtool }, () => {
    const checked = spawnSync(PROMTOOL_PATH, ['check', 'config', path.join(OBSERVABILITY, 'prometheus.yml')], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  });

  test('each has a runbook line in docs/operations.md', () => {
    const operations = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const rules = parse(fs.readFileSync(RULES, 'utf8')).groups.flatMap((group) => group.rules);
    for (const rule of rules) {
      const anchor = rule.annotations.runbook.split('#')[1];
      assert.ok(operations.split('\n').some((line) => /^#+ /.test(line) && line.replace(/^#+ /, '').toLowerCase().replace(/[^a-z0-9]/g, '') === anchor), `docs/operations.md has a heading for ${anchor}`);
    }
  });

  test('the metric names and job selectors are read from the expressions, not guessed', () => {
    assert.deepEqual(metricNamesIn('sum by (le) (rate(http_request_duration_seconds_bucket{job="x",route!="unmatched"}[5m])) / time()'), ['http_request_duration_seconds_bucket']);
    assert.deepEqual(jobSelectorsIn('max(a{job="x",job_name=~"b|c"}) or absent(d{job_name="e",job="y"}) or f{job="z"}'), [
      { name: 'a', job: 'x', jobNames: ['b', 'c'] },
      { name: 'd', job: 'y', jobNames: ['e'] },
    ]);
  });
});
