import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import type { SignInCodes } from '../../otp/signInCodes';
import type { RetentionSettings } from '../../retention/retentionSettings';
import { guardBackOffice } from './guard';
import { overviewRoutes } from './overview';
import { staffSignInRoutes } from './signIn';
import { staffRoutes } from './staff';
import { workRoutes } from './work';
import { caseRoomStaffRoutes } from './caseRoom';
import { listRoutes } from './lists';
import { replyTemplateRoutes } from './replyTemplates';
import { taskRoutes } from './tasks';
import { contentRoutes } from './content';
import { bookingOfficeRoutes } from './bookings';
import { engagementStaffRoutes } from './engagements';
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
 * Everything under /api/admin, in one scope whose guard needs a staff session for every route but the sign-in
 * steps: a route added here is guarded without anyone having to remember it.
 */
export function backOfficeRoutes(context: AppContext, options: BackOfficeOptions): FastifyPluginAsyncZod {
  return async (app) => {
    guardBackOffice(app, context, options.allowedOrigins);
    await app.register(staffSignInRoutes(context, { ...options, publicOrigin: context.publicOrigin }));
    await app.register(workRoutes(context, options.audit));
    await app.register(listRoutes(context, { audit: options.audit, codeCrypto: context.codeCrypto }));
    await app.register(caseRoomStaffRoutes(context, options.audit));
    await app.register(engagementStaffRoutes(context, options.audit));
    await app.register(staffRoutes(context, options.audit));
    await app.register(replyTemplateRoutes(context, options.audit));
    await app.register(taskRoutes(context, options.audit));
    await app.register(bookingOfficeRoutes(context, options.audit));
    await app.register(contentRoutes(context, { audit: options.audit, isStaticPage: options.isStaticPage, isReservedPath: options.isReservedPath }));
    await app.register(overviewRoutes(context, { retention: options.retention, codeCrypto: context.codeCrypto, audit: options.audit }));
  };
}
