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
});

/** Public settings the web app needs before sign-in (Blog link, chat widget, support contact). */
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
    },
  }));
}
