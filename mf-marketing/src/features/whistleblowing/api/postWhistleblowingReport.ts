import { EVIDENCE_FORM_FIELD, REPORT_FORM_FIELD, type WhistleblowingReport } from '@frc/contracts/browser';
import { apiRequest } from '@frc/submission/apiRequest';

/**
 * POST /api/whistleblowing as multipart/form-data: the report as JSON text and each evidence file.
 * Resolves with the response whatever its status; rejects only when nothing came back.
 */
export function postWhistleblowingReport(report: WhistleblowingReport, files: readonly File[], idempotencyKey: string): Promise<Response> {
  const form = new FormData();
  form.append(REPORT_FORM_FIELD, JSON.stringify(report));
  for (const file of files) form.append(EVIDENCE_FORM_FIELD, file, file.name);
  return apiRequest('/api/whistleblowing', { form, idempotencyKey });
}
