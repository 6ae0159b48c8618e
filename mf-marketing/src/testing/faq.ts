import { screen } from '@testing-library/react';

/**
 * The questions of the FAQ lists in `scope`: each a <summary>, which the browser and assistive technology know
 * as a button with its expanded state (Accordion.tsx), though testing-library gives it no role.
 */
export const questionsIn = (scope: HTMLElement = document.body): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>('details > summary')];

/** The question whose text is `name`. */
export function question(name: string): HTMLElement {
  const summary = screen.getByText(name, { selector: 'summary > span' }).closest('summary');
  if (!summary) throw new Error(`"${name}" is not a question`);
  return summary;
}

export const isOpen = (summary: HTMLElement): boolean => (summary.parentElement as HTMLDetailsElement).open;

/** The texts of the questions open in `scope`. */
export const openQuestions = (scope?: HTMLElement): string[] => questionsIn(scope).filter(isOpen).map((summary) => summary.textContent ?? '');
