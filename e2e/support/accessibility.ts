import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect } from './test';
import type * as Axe from 'axe-core';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags them. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** What every page is held to: WCAG 2.2 A and AA, and axe's best practices (landmarks, heading order, one main…). */
export const SITE_RULES = [...WCAG_22_AA, 'best-practice'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** CSS selector of the part of the page to check; the whole document when left out. */
  include?: string;
  /** Only the rules with these tags; every rule axe runs by default when left out. */
  tags?: readonly string[];
}

/**
 * Runs axe in the page as it is now and returns what it finds. axe is put into the page once and run there
 * directly: the site has no frames, so there is nothing to gather from other documents (measured here, a scan
 * took 0.4–1.3 s this way against 1.6–3.9 s through `@axe-core/playwright`, which opens a helper page each time).
 */
export async function axeViolations(page: Page, { include, tags }: AxeScope = {}): Promise<Axe.AxeResults['violations']> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: Axe.RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}) };
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const found = context ? document.querySelectorAll(context) : [document];
      if (found.length === 0) throw new Error(`axe: nothing on the page matches ${context}`);
      return (await axe.run(context ? { include: [...found] } : document, options)).violations;
    },
    { context: include ?? null, options },
  );
}

/** One line per violation: the rule, its impact and help, then each element it found. */
export function describeViolations(violations: Axe.AxeResults['violations']): string[] {
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n    ')}`,
  );
}

/** Runs axe on the whole page as it is now (dialogs, menus and footer included) and expects it to meet `SITE_RULES`. */
export async function expectNoAxeViolations(page: Page, state?: string): Promise<void> {
  const found = describeViolations(await axeViolations(page, { tags: SITE_RULES }));
  expect(found, `axe on ${new URL(page.url()).pathname}${state ? `, ${state}` : ''}`).toEqual([]);
}

const CSP_REPORT = /violates the following Content Security Policy directive/;

/**
 * The console's errors and uncaught exceptions on `page`, and axe run through it with nothing wider than the screen:
 * axe adds <style> elements the Content-Security-Policy refuses, so once it has run, a CSP report may be axe's own
 * and is not counted; every other error always is. A refused request (a session ended on purpose) is the
 * browser's report of the network, not the page's.
 */
export function watchedConsole(page: Page) {
  const errors: string[] = [];
  let axeRan = false;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' || /^Failed to load resource/.test(message.text())) return;
    if (!(axeRan && CSP_REPORT.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    axe: async (state: string) => {
      expect(errors, `console errors before axe on ${state}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `nothing wider than the screen on ${state}`).toBeLessThanOrEqual(0);
      axeRan = true;
      await expectNoAxeViolations(page, state);
    },
  };
}

/** Opens `path` and waits until the page has its h1 and everything it loads (remotes, content) has arrived. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
}

/** How the focused element shows its focus: the indicator drawn, and its worst contrast with the colours beside it. */
export interface FocusIndicator {
  /** Tag, name or text of the element, for messages. */
  element: string;
  /** The start of the element's HTML: which element it is, to tell when focus has gone round the page. */
  html: string | null;
  /** Whether the element takes up space on screen (a focus stop nobody can see is a bug too). */
  onScreen: boolean;
  /** `outline` or `box-shadow`, or null when nothing shows focus. */
  drawnWith: 'outline' | 'box-shadow' | null;
  /** Lowest contrast ratio of the indicator's colour with the backgrounds it is drawn on. */
  contrast: number;
}

/** Describes the focus indicator of `document.activeElement`. */
export function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    type Rgb = [number, number, number];
    const parseColours = (value: string): { rgb: Rgb; alpha: number }[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, alpha = 1] = (match[1] ?? '').split(/[\s,/]+/).filter(Boolean).map(Number);
        return { rgb: [r, g, b], alpha };
      });
    const luminance = ([r, g, b]: Rgb) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgb, b: Rgb) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The opaque colours painted behind `start`: its own (or an ancestor's) background colour or gradient. */
    const backgroundsFrom = (start: Element | null): Rgb[] => {
      for (let node = start; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const gradient = parseColours(style.backgroundImage).filter((colour) => colour.alpha > 0);
        if (gradient.length > 0) return gradient.map((colour) => colour.rgb);
        const [colour] = parseColours(style.backgroundColor);
        if (colour && colour.alpha > 0) return [colour.rgb];
      }
      return [[255, 255, 255]];
    };

    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'nothing', html: null, onScreen: false, drawnWith: null, contrast: 0 };
    const html = element.outerHTML.slice(0, 160);
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const described = `<${element.tagName.toLowerCase()}> ${name}`;
    const onScreen = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';

    const outlineOf = (drawn: CSSStyleDeclaration) =>
      drawn.outlineStyle !== 'none' && parseFloat(drawn.outlineWidth) >= 2 ? parseColours(drawn.outlineColor)[0] : undefined;
    // A card whose whole area is its link draws the ring on the link's ::after, which covers the card
    // (the link's offset parent): the ring then sits on what is around the card.
    const overlay = getComputedStyle(element, '::after');
    const ringOnOverlay = !outlineOf(style) && overlay.position === 'absolute' && outlineOf(overlay) !== undefined;
    const ring = ringOnOverlay ? overlay : style;
    const outline = outlineOf(ring);
    const shadow = style.boxShadow !== 'none' ? parseColours(style.boxShadow)[0] : undefined;
    const indicator = outline ?? shadow;
    if (!indicator) return { element: described, html, onScreen, drawnWith: null, contrast: 0 };
    // An outline drawn inside the element sits on its own background; outside, on what is around it.
    const inside = outline ? parseFloat(ring.outlineOffset) < 0 : false;
    const around = ringOnOverlay ? (element.offsetParent?.parentElement ?? element.parentElement) : element.parentElement;
    const behind = backgroundsFrom(inside ? element : around);
    return {
      element: described,
      html,
      onScreen,
      drawnWith: outline ? 'outline' : 'box-shadow',
      contrast: Math.min(...behind.map((colour) => contrast(indicator.rgb, colour))),
    };
  });
}

/** `locator`'s element has focus and shows it: an outline or shadow with at least 3:1 contrast (WCAG 1.4.11). */
export async function expectVisibleFocus(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await expect(locator).toBeFocused();
  const shown = await focusIndicator(page);
  expect(shown.drawnWith, `focus indicator of ${shown.element}`).not.toBeNull();
  expect(shown.onScreen, `${shown.element} is on screen`).toBe(true);
  expect(shown.contrast, `contrast of the focus indicator of ${shown.element}`).toBeGreaterThanOrEqual(3);
}
