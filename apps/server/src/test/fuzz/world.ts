import { sql } from 'kysely';
import { seedTemplates } from '../../seed/seed-templates';
import { createTradeType, makeDecision } from '../../modules/decisions/decisions.test-helpers';
import { call } from '../../modules/items/library.test-helpers';
import { hold } from '../../modules/portfolio/portfolio.test-helpers';
import { buildWorld, createScreen, runScreen } from '../../modules/screens/screens.test-helpers';
import { reviewWithEverything, shareOk } from '../../modules/sharing/sharing.test-helpers';
import type { TestContext } from '../build-test-app';
import { login, type Session } from '../factories/user';

/** Tables whose id columns feed the generated requests (real ids reach past the 404s). */
const ID_TABLES = [
  'users', 'media', 'processes', 'process_items', 'investments', 'investment_reviews', 'investment_processes', 'investment_items',
  'investment_notes', 'shares', 'trade_types', 'decisions', 'screens', 'portfolio_investments',
] as const;

export interface FuzzWorld {
  owner: Session;
  other: Session;
  /** A fresh session of the owner (a route may sign its session out or change its password). */
  freshOwner(): Promise<Session>;
  /** Ids of every row of the main tables, and the uuids of uploaded files, as they are now. */
  ids(): Promise<{ ids: string[]; mediaUuids: string[] }>;
}

/**
 * One user with a bit of everything — processes and their items, listed and unlisted companies,
 * scored reviews with notes, models and files, a made decision and a draft, shares, screens,
 * holdings — another user with their own, and the template library.
 */
export async function buildFuzzWorld(ctx: TestContext): Promise<FuzzWorld> {
  await seedTemplates(ctx.db.db);
  const world = await buildWorld(ctx);
  const owner = world.ann;
  const shared = await reviewWithEverything(ctx, owner);
  const tradeType = await createTradeType(ctx, owner);
  await makeDecision(ctx, owner, shared.review.id, { tradeTypeId: tradeType.id });
  await call(ctx, owner, 'PATCH', `/decisions/update/${shared.review.id}`, { action: 'hold', trade_type_id: tradeType.id });
  await shareOk(ctx, owner, { entity_id: shared.review.id, emails: [world.bob.user.email], permission_rules: { notes: true, decisions: true } });
  await shareOk(ctx, owner, { entity_id: shared.review.id, access_type: 'public' });
  const screen = await createScreen(ctx, owner, { name: 'Fuzzed screen', lead_process_id: world.lead.id, secondary_process_ids: [world.second.id] });
  await runScreen(ctx, owner, screen.id);
  await hold(ctx, owner, world.ids.AAA, 120);
  await hold(ctx, owner, world.ids.ZZZ, 40);
  return {
    owner,
    other: world.bob,
    freshOwner: () => login(ctx, owner.user),
    async ids() {
      const ids: string[] = [];
      for (const table of ID_TABLES) {
        const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)}`.execute(ctx.db.db);
        ids.push(...rows.map((row) => row.id));
      }
      const { rows } = await sql<{ uuid: string }>`select uuid from media`.execute(ctx.db.db);
      return { ids, mediaUuids: rows.map((row) => row.uuid) };
    },
  };
}
