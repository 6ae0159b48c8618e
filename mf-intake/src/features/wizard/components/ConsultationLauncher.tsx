import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NeedsJavaScript } from '@frc/ui/NeedsJavaScript';
import { usePressWhenReady } from '@frc/ui/usePressWhenReady';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import ScamTypeSelect from '../../../shared/components/ScamTypeSelect';
import { dialCodeOf, THANK_YOU_PATH, type ConsultationRequest, type SentFile, type ThankYouState } from '../../../shared/domain/consultationRequest';
import type { ScamTypeCode } from '../../../shared/domain/intakeCodes';
import { FilesStillSending } from '../../../shared/request-files/FilesStillSending';
import { CONSULTATION_DRAFT, useConsultationSubmission } from '../hooks/consultationSubmission';
import { useConsultationWizard } from '../hooks/useConsultationWizard';
import { useWizardHistoryEntry } from '../hooks/useWizardHistoryEntry';
import { type ContactAnswers, type WizardAnswers } from '../wizardRules';
import { CaseDetailsStep } from './CaseDetailsStep';
import { ConsultationPanel } from './ConsultationPanel';
import { ContactStep } from './ContactStep';
import { InvestmentStep } from './InvestmentStep';
import { PaymentMethodStep } from './PaymentMethodStep';
import { UnsentConsultationNotice } from './UnsentConsultationNotice';
import styles from './ConsultationLauncher.module.scss';

export interface ConsultationLauncherProps {
  defaultScamType?: ScamTypeCode;
}


function toRequest(answers: WizardAnswers, contact: ContactAnswers, scamType: ScamTypeCode | ''): ConsultationRequest {
  if (!answers.paymentMethod) throw new Error('The payment method step was skipped');
  return {
    investment: answers.investment,
    currency: answers.currency,
    paymentMethod: answers.paymentMethod,
    caseDetails: answers.caseDetails,
    scamType,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    countryCode: dialCodeOf(contact.country),
    country: contact.country,
    phone: contact.phone.trim(),
    email: contact.email.trim(),
  };
}

function toAnswers({ investment, currency, paymentMethod, caseDetails, firstName, lastName, country, phone, email }: ConsultationRequest): WizardAnswers {
  return { investment, currency, paymentMethod, caseDetails, contact: { firstName, lastName, country, phone, email } };
}

/** Scam-type select beside 'Request a Consultation', which opens the four-step wizard. */
export default function ConsultationLauncher({ defaultScamType }: ConsultationLauncherProps) {
  const launcherId = useId();
  const [scamType, setScamType] = useState<ScamTypeCode | ''>(defaultScamType ?? '');
  const [confirmingClose, setConfirmingClose] = useState(false);
  const navigate = useNavigate();
  const wizard = useConsultationWizard();
  // A press before hydration opens the wizard once the launcher has hydrated.
  const { ref: openerRef, ...heldPress } = usePressWhenReady<HTMLButtonElement>(() => wizard.open());
  const submission = useConsultationSubmission(launcherId);

  const hidePanel = () => {
    wizard.close();
    openerRef.current?.focus();
  };

  // Back while the wizard is open asks the X's question; Back again while it asks means yes.
  const historyEntry = useWizardHistoryEntry(wizard.phase === 'open', (stay) => {
    if (wizard.phase !== 'open') return;
    if (confirmingClose) {
      setConfirmingClose(false);
      hidePanel();
      return;
    }
    stay();
    setConfirmingClose(true);
  });

  const closePanel = () => {
    historyEntry.leave();
    hidePanel();
  };

  // The wizard's history entry, when still there, gives way to the thank-you page rather than stay behind it.
  const goToThankYou = (request: ConsultationRequest, awaitingConfirmation: boolean, bookingToken: string | undefined, files: SentFile[]) =>
    navigate(THANK_YOU_PATH, { state: { ...request, awaitingConfirmation, bookingToken, files } satisfies ThankYouState, replace: historyEntry.replaceOnNavigate() });

  const submit = (contact: ContactAnswers) => {
    const request = toRequest(wizard.answers, contact, scamType);
    void submission.submit(request, { beforeSend: hidePanel, onSuccess: goToThankYou });
  };

  const reviewUnsent = () => {
    if (!submission.unsent) return;
    setScamType(submission.unsent.values.scamType);
    wizard.open(toAnswers(submission.unsent.values));
  };

  const { step, answers } = wizard;

  return (
    <div className={styles.launcher}>
      <div className={styles.row}>
        <ScamTypeSelect id={`${launcherId}-scam-type`} value={scamType} onChange={setScamType} />
        <button ref={openerRef} {...heldPress} type="button" className={`button ${styles.open}`} aria-haspopup="dialog" onClick={() => wizard.open()}>
          Request a Consultation
        </button>
      </div>
      <NeedsJavaScript action="open" />
      {submission.following && <FilesStillSending files={submission.following} />}
      {submission.unsent && (
        <UnsentConsultationNotice reason={submission.refusal} sending={submission.sending} onSendAgain={() => submission.resend(goToThankYou)} onEdit={reviewUnsent} />
      )}
      {wizard.phase !== 'closed' && (
        <ConsultationPanel key={wizard.session} phase={wizard.phase} step={step} covered={confirmingClose} onRequestClose={() => setConfirmingClose(true)}>
          {step === 1 && (
            <InvestmentStep
              initial={answers.investment}
              initialCurrency={answers.currency}
              onNext={(investment, currency) => wizard.next({ investment, currency })}
              onCancel={closePanel}
            />
          )}
          {step === 2 && (
            <PaymentMethodStep initial={answers.paymentMethod} onNext={(paymentMethod) => wizard.next({ paymentMethod })} onBack={wizard.back} />
          )}
          {step === 3 && <CaseDetailsStep initial={answers.caseDetails} onNext={(caseDetails) => wizard.next({ caseDetails })} onBack={wizard.back} />}
          {step === 4 && <ContactStep initial={answers.contact} files={submission.files} submitting={submission.sending} onSubmit={submit} onBack={wizard.back} />}
        </ConsultationPanel>
      )}
      {confirmingClose && (
        <ConfirmDialog
          title="Are you sure you want to close this window?"
          message="All entered data will be lost"
          onCancel={() => setConfirmingClose(false)}
          onConfirm={() => {
            setConfirmingClose(false);
            closePanel();
          }}
        />
      )}
    </div>
  );
}

/** A request kept unsent shows its notice at once (its island hydrates without waiting for a touch). */
ConsultationLauncher.whenStored = `session:${CONSULTATION_DRAFT}`;
