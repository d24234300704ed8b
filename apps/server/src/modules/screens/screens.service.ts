import {
  defaultScreenFlagIssues,
  SCREEN_MESSAGES,
  screenSourceIssues,
  type Screen,
  type ScreenForm,
  type ScreenProcessColumn,
  type SwitchScreenActivity,
  type updateScreenSchema,
} from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { validationError, type FieldErrors } from '../../lib/errors';
import { scopeOf, type Viewer } from '../teams/workspace';
import { runScreen } from './screen-run';
import { assertCanReadScreens, assertCanScreen, assertOwnScreen } from './screens.policy';
import { presentScreen, type ScreenOwner } from './screens.presenter';
import { ScreensRepository, type ScreenRecord } from './screens.repository';

function authorOfScreen(screen: ScreenRecord): string {
  return screen.created_by ?? screen.user_id;
}

type UpdateScreen = z.output<typeof updateScreenSchema>;

export interface ScreensDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Who made the screens (their authors inside a team, else their owner), by id, as `viewer` sees them. */
  people(ids: readonly string[], viewer: Viewer): Promise<Map<string, ScreenOwner>>;
}

function addIssue(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

/** The caller's screens and the rules of spec §4 (batch activity, default screen, run). */
export class ScreensService {
  readonly repo: ScreensRepository;

  constructor(private readonly deps: ScreensDeps) {
    this.repo = new ScreensRepository(deps.db);
  }

  /** The lead then the secondary processes of screens, with names and library factors. */
  async columns(viewer: Viewer, screens: readonly ScreenRecord[]): Promise<Map<string, ScreenProcessColumn[]>> {
    const ids = [...new Set(screens.flatMap((screen) => [screen.lead_process_id, ...screen.secondary_process_ids]).filter((id): id is string => !!id))];
    const own = await this.repo.ownProcessesWithFactors(scopeOf(viewer), ids);
    const out = new Map<string, ScreenProcessColumn[]>();
    for (const screen of screens) {
      const refs = [
        ...(screen.lead_process_id ? [{ id: screen.lead_process_id, role: 'lead' as const }] : []),
        ...screen.secondary_process_ids.map((id) => ({ id, role: 'secondary' as const })),
      ];
      out.set(screen.id, refs.flatMap((ref) => {
        const process = own.get(ref.id);
        return process ? [{ ...ref, name: process.name, factors: process.factors }] : [];
      }));
    }
    return out;
  }

  async present(viewer: Viewer, screens: readonly ScreenRecord[]): Promise<Screen[]> {
    const associatedIds = [...new Set(screens.flatMap((screen) => (screen.associated_process_id ? [screen.associated_process_id] : [])))];
    const [columns, people, associated] = await Promise.all([
      this.columns(viewer, screens),
      this.deps.people(screens.map(authorOfScreen), viewer),
      this.repo.ownProcesses(scopeOf(viewer), associatedIds),
    ]);
    const names = new Map(associated.map((process) => [process.id, { id: process.id, name: process.name }]));
    return screens.flatMap((screen) => {
      const author = people.get(authorOfScreen(screen));
      return author ? [presentScreen(screen, columns.get(screen.id) ?? [], author, viewer, names.get(screen.associated_process_id ?? '') ?? null)] : [];
    });
  }

  async list(viewer: Viewer): Promise<Screen[]> {
    assertCanReadScreens(viewer);
    return this.present(viewer, await this.repo.listForUser(scopeOf(viewer)));
  }

  /** A screen of the viewer's workspace, to read; changing it needs screens.use on top (`findToChange`). */
  async find(viewer: Viewer, id: string): Promise<ScreenRecord> {
    assertCanReadScreens(viewer);
    const screen = await this.repo.find(id);
    assertOwnScreen(viewer, screen);
    return screen;
  }

  private async findToChange(viewer: Viewer, id: string): Promise<ScreenRecord> {
    assertCanScreen(viewer);
    return this.find(viewer, id);
  }

  async get(viewer: Viewer, id: string): Promise<Screen> {
    return (await this.present(viewer, [await this.find(viewer, id)]))[0]!;
  }

  /** 422 for process ids that are not the caller's own library processes. */
  private async checkProcesses(viewer: Viewer, source: Pick<ScreenRecord, 'associated_process_id' | 'lead_process_id' | 'secondary_process_ids'>, errors: FieldErrors): Promise<void> {
    const wanted = [source.associated_process_id, source.lead_process_id, ...source.secondary_process_ids].filter((id): id is string => !!id);
    const own = new Set((await this.repo.ownProcesses(scopeOf(viewer), wanted)).map((process) => process.id));
    if (source.associated_process_id && !own.has(source.associated_process_id)) addIssue(errors, 'associated_process_id', SCREEN_MESSAGES.idInvalid);
    if (source.lead_process_id && !own.has(source.lead_process_id)) addIssue(errors, 'lead_process_id', SCREEN_MESSAGES.idInvalid);
    if (source.secondary_process_ids.some((id) => !own.has(id))) addIssue(errors, 'secondary_process_ids', SCREEN_MESSAGES.idInvalid);
  }

  async create(viewer: Viewer, input: ScreenForm): Promise<Screen> {
    assertCanScreen(viewer);
    const errors: FieldErrors = {};
    if (input.is_default && !input.is_active) addIssue(errors, 'is_active', SCREEN_MESSAGES.defaultMustBeActive);
    await this.checkProcesses(viewer, input, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const id = newId();
    const now = nowIso();
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ScreensRepository(trx);
      const existing = await repo.listForUser(scopeOf(viewer));
      const makeDefault = input.is_default || !existing.some((screen) => screen.is_default);
      await repo.insert({
        id, user_id: scopeOf(viewer), name: input.name, description: input.description ?? null,
        is_active: makeDefault || input.is_active, is_default: false, position: await repo.nextPosition(scopeOf(viewer)),
        source_type: input.source_type, associated_process_id: input.associated_process_id, lead_process_id: input.lead_process_id,
        secondary_process_ids: input.secondary_process_ids, investment_count: 0, aggregations: null, last_run_at: null, created_by: viewer.id, created_at: now, updated_at: now,
        saved_view: null,
      });
      if (makeDefault) await repo.setDefault(scopeOf(viewer), id);
    });
    return this.get(viewer, id);
  }

  async update(viewer: Viewer, id: string, patch: UpdateScreen): Promise<Screen> {
    const current = await this.findToChange(viewer, id);
    const errors: FieldErrors = {};
    for (const issue of defaultScreenFlagIssues(current, patch)) addIssue(errors, issue.field, issue.message);
    if (patch.is_default === true && patch.is_active === false) addIssue(errors, 'is_active', SCREEN_MESSAGES.defaultMustBeActive);
    const sourceType = patch.source_type ?? (patch.associated_process_id ? 'associated' : current.source_type);
    const source = {
      source_type: sourceType,
      associated_process_id: sourceType === 'associated' ? (patch.associated_process_id === undefined ? current.associated_process_id : patch.associated_process_id) : null,
      lead_process_id: patch.lead_process_id === undefined ? current.lead_process_id : patch.lead_process_id,
      secondary_process_ids: patch.secondary_process_ids ?? current.secondary_process_ids,
    };
    for (const issue of screenSourceIssues(source)) addIssue(errors, issue.field, issue.message);
    await this.checkProcesses(viewer, source, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const sourceChanged = (['source_type', 'associated_process_id', 'lead_process_id'] as const).some((key) => source[key] !== current[key])
      || source.secondary_process_ids.join() !== current.secondary_process_ids.join();
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ScreensRepository(trx);
      await repo.update(id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description ?? null } : {}),
        ...(patch.is_active !== undefined && !current.is_default ? { is_active: patch.is_active } : {}),
        ...(patch.saved_view !== undefined ? { saved_view: patch.saved_view } : {}),
        ...source,
        ...(sourceChanged ? { investment_count: 0, aggregations: null, last_run_at: null } : {}),
        updated_at: nowIso(),
      });
      if (sourceChanged) await repo.clearResults(id);
      if (patch.is_default === true && !current.is_default) await repo.setDefault(scopeOf(viewer), id);
    });
    return this.get(viewer, id);
  }

  async remove(viewer: Viewer, id: string): Promise<{ message: string; default_screen_id: string | null }> {
    const current = await this.findToChange(viewer, id);
    let defaultId: string | null = null;
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ScreensRepository(trx);
      await repo.remove(id);
      const rest = await repo.listForUser(scopeOf(viewer));
      defaultId = rest.find((screen) => screen.is_default)?.id ?? null;
      if (current.is_default) {
        defaultId = rest.find((screen) => screen.is_active)?.id ?? null;
        await repo.setDefault(scopeOf(viewer), defaultId);
      }
    });
    return { message: SCREEN_MESSAGES.deleted, default_screen_id: defaultId };
  }

  async switchActivity(viewer: Viewer, body: SwitchScreenActivity): Promise<Screen[]> {
    assertCanScreen(viewer);
    const ids = [...body.activate_screen_ids, ...body.deactivate_screen_ids];
    const found = await this.repo.findMany(scopeOf(viewer), ids);
    const errors: FieldErrors = {};
    const known = new Set(found.map((screen) => screen.id));
    if (body.activate_screen_ids.some((screenId) => !known.has(screenId))) addIssue(errors, 'activate_screen_ids', SCREEN_MESSAGES.notYours);
    if (body.deactivate_screen_ids.some((screenId) => !known.has(screenId))) addIssue(errors, 'deactivate_screen_ids', SCREEN_MESSAGES.notYours);
    if (found.some((screen) => screen.is_default && body.deactivate_screen_ids.includes(screen.id))) addIssue(errors, 'deactivate_screen_ids', SCREEN_MESSAGES.defaultLocked);
    if (Object.keys(errors).length) throw validationError(errors);
    const now = nowIso();
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ScreensRepository(trx);
      await repo.setActive(scopeOf(viewer), body.activate_screen_ids, true, now);
      await repo.setActive(scopeOf(viewer), body.deactivate_screen_ids, false, now);
    });
    return this.list(viewer);
  }

  /** PUT /screens/{id}: recompute the results, investment_count, aggregations and last_run_at. */
  async run(viewer: Viewer, id: string): Promise<Screen> {
    const screen = await this.findToChange(viewer, id);
    const columns = (await this.columns(viewer, [screen])).get(id) ?? [];
    await runScreen(this.deps.db, this.deps.dialect, screen, columns);
    return this.get(viewer, id);
  }
}
