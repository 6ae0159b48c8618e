import { useEffect, useReducer, useRef } from 'react';
import { prefersReducedMotion } from '@frc/ui/prefersReducedMotion';
import { EMPTY_ANSWERS, freshAnswers, type WizardAnswers, type WizardStep } from '../wizardRules';

/** The panel fades in and out over 300 ms. */
export const PANEL_FADE_MS = 300;

export type PanelPhase = 'closed' | 'open' | 'closing';

interface WizardState {
  phase: PanelPhase;
  /** Counts openings, so each opening starts with fresh step components. */
  session: number;
  step: WizardStep;
  answers: WizardAnswers;
}

type WizardAction =
  | { type: 'open'; answers: WizardAnswers }
  | { type: 'next'; answers: Partial<WizardAnswers> }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'closed' };

const INITIAL: WizardState = { phase: 'closed', session: 0, step: 1, answers: EMPTY_ANSWERS };

function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'open':
      return { phase: 'open', session: state.session + 1, step: 1, answers: action.answers };
    case 'next':
      return { ...state, step: Math.min(state.step + 1, 4) as WizardStep, answers: { ...state.answers, ...action.answers } };
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 1) as WizardStep };
    case 'close':
      // Closing resets to step 1 and forgets the answers.
      return state.phase === 'open' ? { ...state, phase: 'closing', step: 1, answers: EMPTY_ANSWERS } : state;
    case 'closed':
      return state.phase === 'closing' ? { ...state, phase: 'closed' } : state;
  }
}

/** Open, closing or closed; which of the four steps; the answers stored by each forward move. */
export function useConsultationWizard() {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  return {
    ...state,
    open: (answers: WizardAnswers = freshAnswers()) => {
      clearTimeout(fadeTimer.current);
      dispatch({ type: 'open', answers });
    },
    next: (answers: Partial<WizardAnswers>) => dispatch({ type: 'next', answers }),
    back: () => dispatch({ type: 'back' }),
    close: () => {
      dispatch({ type: 'close' });
      clearTimeout(fadeTimer.current);
      fadeTimer.current = setTimeout(() => dispatch({ type: 'closed' }), prefersReducedMotion() ? 0 : PANEL_FADE_MS);
    },
  };
}
