import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { trapTabKey } from '@frc/ui/trapTabKey';
import type { PanelPhase } from '../hooks/useConsultationWizard';
import { WIZARD_STEP_TITLES, type WizardStep } from '../wizardRules';
import styles from './ConsultationPanel.module.scss';

interface ConsultationPanelProps {
  phase: Exclude<PanelPhase, 'closed'>;
  step: WizardStep;
  /** X, Escape or a click beside the panel: the caller asks before closing. */
  onRequestClose: () => void;
  /** While another dialog (the close question) sits on top. */
  covered: boolean;
  children: ReactNode;
}

/** Right-side slide-in dialog holding the current wizard step. */
export function ConsultationPanel({ phase, step, onRequestClose, covered, children }: ConsultationPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const open = phase === 'open';

  // Each step starts at its first control, so keyboard users land where they type.
  useEffect(() => {
    if (!open) return;
    const body = panelRef.current?.querySelector<HTMLElement>('[data-step-body] :is(input, select, textarea, button)');
    body?.focus();
  }, [open, step]);

  useEffect(() => {
    if (!open) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onRequestClose();
      return;
    }
    trapTabKey(event, panelRef.current);
  };

  return createPortal(
    <div className={styles.layer} data-phase={phase} inert={!open || covered} aria-hidden={open ? undefined : true}>
      {/* A click beside the panel asks to close it, like the X; keyboard users have Escape and the X button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.backdrop} onClick={onRequestClose} />
      {/* Escape and the Tab trap belong to the dialog container (WAI-ARIA modal dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <div>
            <p className={styles.progress}>Step {step} of 4</p>
            <h2 id={titleId} className={styles.title}>
              {WIZARD_STEP_TITLES[step]}
            </h2>
          </div>
          <button type="button" className={styles.close} aria-label="Close" onClick={onRequestClose}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.body} data-step-body>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
