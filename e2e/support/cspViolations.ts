import type { Page } from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Collects every Content-Security-Policy violation (`securitypolicyviolation`) in every document the page loads.
 * Left out: violations raised by code the test itself evaluates in the page (axe adds a `<style>` while it
 * checks), which has no source file; the site's scripts, files and inline markup always have one.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (!event.sourceFile) return;
      const report = (window as unknown as { reportCspViolation: (violation: CspViolation) => void }).reportCspViolation;
      report({
        page: window.location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return violations;
}
