import type { GradeDescriptions, ItemGroup, MetricId, MetricRuleId, Relevance, ScoreType, ValuationThresholds } from '@thesis/domain';

/**
 * Shapes of the template library's data files (one file per process). Keys are stable: the
 * seeder finds rows by `<process>/<factor>/<checklist>/q<n>` and updates them in place.
 * Unset fields take defaults: group from the parent (factor group for its checklists and
 * questions), type Qualitative5pt for checklists and TickCross for questions, scale settings from
 * the type (see defaultScaleSettings).
 */
export interface TemplateScale {
  type?: ScoreType;
  grades?: GradeDescriptions;
  min?: number;
  max?: number;
  thresholds?: ValuationThresholds;
  /** The metric (quantitative types) or grading rule (qualitative types) the built-in analyst fills it from. */
  metric?: MetricId | MetricRuleId;
}

export interface TemplateEntry extends TemplateScale {
  name: string;
  description?: string;
  group?: ItemGroup;
  relevance?: Relevance;
}

/** A plain string is a TickCross question phrased so that a tick is good. */
export type TemplateQuestion = string | TemplateEntry;

export interface TemplateChecklist extends TemplateEntry {
  key: string;
  questions: TemplateQuestion[];
}

export interface TemplateFactor extends TemplateEntry {
  key: string;
  description: string;
  group: ItemGroup;
  type: ScoreType;
  relevance: Relevance;
  checklists: TemplateChecklist[];
}

export interface TemplateProcess {
  key: string;
  name: string;
  description: string;
  factors: TemplateFactor[];
}
