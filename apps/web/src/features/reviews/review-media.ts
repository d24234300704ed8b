import type { z } from 'zod';
import type { reviewMediaSchema } from '@thesis/domain';

/** A file attached to a part of a review: id, signed url, file_name, extension. */
export type ReviewMedia = z.infer<typeof reviewMediaSchema>;
