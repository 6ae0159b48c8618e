import { engagementTemplatesResponseSchema, errorResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { publishedLetterTemplates } from '../../engagement/engagements';

export function engagementTemplateRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** The published letter templates, for the team member choosing one on a case (the content editor is admins'). */
    app.get('/engagement-templates', { schema: { response: { 200: engagementTemplatesResponseSchema, '4xx': errorResponseSchema } } }, async () => ({
      items: await publishedLetterTemplates(db),
    }));
  };
}
