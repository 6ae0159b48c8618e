// The names of the tests that failed, read from the runners' JSON reports, so that the last lines of a run (all a
// CI log may keep) say which tests to look at, not only how many.

/** The first line of a failure's message that says what went wrong (not Jest's "● title" headings), without the
 * terminal's colour codes. */
export function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim() !== '' && !line.trim().startsWith('●')) ?? '').trim().slice(0, 200);
}

/** Jest's `--json` report: "file › full name: first line of the message" for each failed test. */
export function jestFailures(report, root = '') {
  return (report.testResults ?? []).flatMap((file) => {
    const where = root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its first test (a syntax error, a failed import) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Playwright's JSON report: "[project] file:line › titles: first line of the error" for each test that failed. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const error = last?.errors?.[0]?.message ?? last?.error?.message;
        names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) names.push(`(outside a test) ${firstLine(error.message)}`);
  return names;
}
