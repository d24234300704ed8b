import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME, TRIAL_DAYS } from '@thesis/domain';

export const appConfigSchema = z.object({
  product_name: z.string(),
  blog_url: z.string().nullable(),
  chat_widget_script_url: z.string().nullable(),
  support_email: z.string(),
  trial_days: z.number(),
  upload_max_bytes: z.number().int().positive().describe('The largest file an upload may be, in bytes (MEDIA_MAX_BYTES): the web app refuses a larger one before sending it'),
});

/** Public settings the web app needs before sign-in (Blog link, chat widget, support contact) and before an upload (its size limit). */
export function appConfigRoutes(app: FastifyInstance): void {
  const { config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get('/app-config', {
    schema: { tags: ['Operations'], summary: 'Public settings of this installation', response: { 200: z.object({ data: appConfigSchema }) } },
  }, () => ({
    data: {
      product_name: PRODUCT_NAME,
      blog_url: config.blogUrl ?? null,
      chat_widget_script_url: config.chatWidgetScriptUrl ?? null,
      support_email: config.supportEmail,
      trial_days: TRIAL_DAYS,
      upload_max_bytes: config.mediaMaxBytes,
    },
  }));
}
