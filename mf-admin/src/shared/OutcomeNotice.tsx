import { FormStatus } from '@frc/ui/FormStatus';

/** How an action the member took went: a success is announced politely, a failure at once. */
export type Outcome = { ok: boolean; message: string };

export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return <FormStatus tone={outcome.ok ? 'success' : 'error'} title={outcome.message} />;
}
