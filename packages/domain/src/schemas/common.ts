import { z } from 'zod';

/** Error body of every non-2xx answer (ARCHITECTURE.md API conventions). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const paginationSchema = z.object({
  total: z.number(),
  count: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data: T }` envelope of successful answers. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
/** `{ data: T[], meta: { pagination } }` envelope of list answers. */
export function listEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: z.object({ pagination: paginationSchema }) });
}

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** `include=a,b.c` as a list of names. */
export const includeQuery = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : []));
