import { FIRST_STEP_CAPABILITY, FIRST_STEPS, type FirstSteps } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { scopeOf, viewerCan, type Viewer } from '../teams/workspace';
import type { FirstStepsRepository } from './first-steps.repository';

/** The dashboard's first-run checklist: the steps the viewer's role allows, ticked from the workspace's data. */
export class FirstStepsService {
  constructor(private readonly repository: FirstStepsRepository) {}

  async read(viewer: Viewer): Promise<FirstSteps> {
    const workspace = scopeOf(viewer);
    const [done, latest, dismissed] = await Promise.all([this.repository.done(workspace), this.repository.latestReview(workspace), this.repository.dismissedAt(viewer.id)]);
    return {
      steps: FIRST_STEPS.filter((key) => viewerCan(viewer, FIRST_STEP_CAPABILITY[key])).map((key) => ({ key, done: done[key] })),
      dismissed_at: dismissed,
      latest_review_id: latest,
    };
  }

  async dismiss(viewer: Viewer): Promise<FirstSteps> {
    await this.repository.dismiss(viewer.id, nowIso());
    return this.read(viewer);
  }
}
