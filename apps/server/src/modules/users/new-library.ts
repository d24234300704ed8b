import { DEFAULT_TRADE_TYPES } from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';

/**
 * What a new account's library starts with, written when the account is made (sign-up, the
 * operator's users:create): the default decision types, each the user's own to change or delete.
 */
export async function startLibrary(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto('trade_types')
    .values(DEFAULT_TRADE_TYPES.map(({ min, max, ...type }) => ({ ...type, id: newId(), user_id: userId, min_value: min, max_value: max, created_at: now, updated_at: now })))
    .execute();
}
