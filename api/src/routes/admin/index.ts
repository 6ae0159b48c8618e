import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import type { SignInCodes } from '../../otp/signInCodes';
import type { RetentionSettings } from '../../retention/retentionSettings';
import { guardBackOffice } from './guard';
import { auditRoutes } from './audit';
import { bookingOfficeRoutes } from './bookings';
import { staffCaseRoutes } from './cases';
import { contentRoutes } from './content';
import { engagementTemplateRoutes } from './engagementTemplates';
import { inboxRoutes } from './inbox';
import { notificationRoutes } from './notifications';
import { overviewRoutes } from './overview';
import { replyTemplateRoutes } from './replyTemplates';
import { settingsRoutes } from './settings';
import { staffSignInRoutes } from './signIn';
import { staffRoutes } from './staff';
import { taskRoutes } from './tasks';
import { savedViewRoutes } from './views';
import type { PathMatcher } from '../../content/knownPaths';

export interface BackOfficeOptions {
  allowedOrigins: readonly string[];
  staffCodes: SignInCodes;
  audit: Audit;
  retention: RetentionSettings;
  /** The site's own pages, for the broken-link warnings of a publish. */
  isStaticPage: PathMatcher;
  /** The addresses no content item may take (contentRules.ts). */
  isReservedPath: PathMatcher;
}

/**
 * Everything under /api/admin, a file or folder per address prefix (api/README.md, "Where a route lives"), in one scope whose guard needs a staff session for every route but the sign-in
 * steps: a route added here is guarded without anyone having to remember it.
 */
export function backOfficeRoutes(context: AppContext, options: BackOfficeOptions): FastifyPluginAsyncZod {
  return async (app) => {
    guardBackOffice(app, context, options.allowedOrigins);
    await app.register(staffSignInRoutes(context, { ...options, publicOrigin: context.publicOrigin }));
    const { audit } = options;
    await app.register(inboxRoutes(context, audit));
    await app.register(staffCaseRoutes(context, audit));
    await app.register(savedViewRoutes(context));
    await app.register(taskRoutes(context, audit));
    await app.register(notificationRoutes(context));
    await app.register(engagementTemplateRoutes(context));
    await app.register(replyTemplateRoutes(context, audit));
    await app.register(bookingOfficeRoutes(context, audit));
    await app.register(contentRoutes(context, { audit, isStaticPage: options.isStaticPage, isReservedPath: options.isReservedPath }));
    await app.register(overviewRoutes(context, audit));
    await app.register(settingsRoutes(context, { retention: options.retention, audit }));
    await app.register(auditRoutes(context, { codeCrypto: context.codeCrypto, audit }));
    await app.register(staffRoutes(context, audit));
  };
}
