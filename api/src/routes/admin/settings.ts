import { reminderSettingsRequestSchema, settingsSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { reminderTime, setReminderTime } from '../../mail/taskReminders';
import type { RetentionSettings } from '../../retention/retentionSettings';
import { viewerOf } from './caseAccess';

const MONTH_DAYS = 30;
/** A retention period kept in months, in months only (its days, as the purge counts them, for sorting). */
const months = (n: number) => ({ period: `${n} month${n === 1 ? '' : 's'}`, days: n * MONTH_DAYS });
const days = (n: number) => ({ period: `${n} day${n === 1 ? '' : 's'}`, days: n });

/** The settings: what the team reads (the reminder time, the retention periods, the team's address) and the admins' reminder time. */
export function settingsRoutes({ db, teamEmail }: AppContext, { retention, audit }: { retention: RetentionSettings; audit: Audit }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/settings', { schema: { response: { 200: settingsSchema } } }, async () => ({
      reminderTime: await reminderTime(db),
      retention: [
        { what: 'Consultation requests and their cases, after their last activity', ...months(retention.requestMonths) },
        { what: 'Whistleblowing reports and their evidence', ...months(retention.reportMonths) },
        { what: "Case rooms' messages and documents, after the case closed", ...months(retention.caseRoomMonths) },
        { what: 'The audit log', ...months(retention.auditMonths) },
        { what: 'Unconfirmed newsletter addresses', ...days(retention.unconfirmedNewsletterDays) },
        { what: 'Sign-in records, ended sessions and load telemetry', ...days(retention.logDays) },
        { what: `Content revisions never published (at most ${retention.contentRevisionsKept} per item)`, ...months(retention.contentRevisionMonths) },
        { what: 'Uploaded content images that nothing uses', ...days(retention.unusedImageDays) },
      ],
      teamEmail,
    }));

    app.post(
      '/settings/reminders',
      { config: { adminOnly: true }, schema: { body: reminderSettingsRequestSchema, response: { 200: reminderSettingsRequestSchema } } },
      async (request) => {
        await setReminderTime(db, request.body.reminderTime);
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.reminderTimeSet, target: request.body.reminderTime });
        return { reminderTime: request.body.reminderTime };
      },
    );
  };
}
