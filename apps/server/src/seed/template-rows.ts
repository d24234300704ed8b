import { completeScaleSettings, isMetricId, isQuantitativeType, metricGradeScale, type ItemKind, type ScoreType, type ValuationThresholds } from '@thesis/domain';
import type { ItemRecord } from '../modules/items/library.records';
import type { LinkTable } from '../modules/items/links.repository';
import { TEMPLATE_PROCESSES } from './templates';
import type { TemplateEntry, TemplateProcess, TemplateQuestion } from './templates/types';

export type TemplateItemFields = Omit<ItemRecord, 'id' | 'created_at' | 'updated_at'>;

export interface TemplateProcessFields {
  key: string;
  name: string;
  description: string;
  position: number;
}

export interface TemplateLink {
  table: LinkTable;
  parentKey: string;
  childKey: string;
  position: number;
}

export interface TemplateRows {
  processes: TemplateProcessFields[];
  items: TemplateItemFields[];
  links: TemplateLink[];
}

const DEFAULT_TYPE: Record<Exclude<ItemKind, 'factor'>, ScoreType> = { checklist: 'Qualitative5pt', question: 'TickCross' };

/** A quantitative item bound to a metric grades its value on the metric's scale unless the template gives its own. */
function thresholdsOf(type: ScoreType, entry: TemplateEntry): ValuationThresholds | undefined {
  if (entry.thresholds || !isQuantitativeType(type) || !isMetricId(entry.metric)) return entry.thresholds;
  return metricGradeScale(entry.metric) ?? undefined;
}

function itemFields(kind: ItemKind, key: string, entry: TemplateEntry, parentGroup: string): TemplateItemFields {
  const type = entry.type ?? DEFAULT_TYPE[kind as Exclude<ItemKind, 'factor'>];
  return {
    kind,
    user_id: null,
    created_by: null,
    name: entry.name,
    description: entry.description ?? null,
    group: entry.group ?? parentGroup,
    type,
    ...completeScaleSettings(type, { grade_descriptions: entry.grades, min: entry.min, max: entry.max, thresholds: thresholdsOf(type, entry) }),
    metric_key: entry.metric ?? null,
    relevance: entry.relevance ?? null,
    url: null,
    url_name: null,
    media_id: null,
    is_active: true,
    is_template: true,
    template_key: key,
    source_id: null,
  };
}

function question(entry: TemplateQuestion): TemplateEntry {
  return typeof entry === 'string' ? { name: entry } : entry;
}

/** The rows the template library should hold, keyed by stable template keys. */
export function templateRows(processes: readonly TemplateProcess[] = TEMPLATE_PROCESSES): TemplateRows {
  const rows: TemplateRows = { processes: [], items: [], links: [] };
  processes.forEach((process, processIndex) => {
    rows.processes.push({ key: process.key, name: process.name, description: process.description, position: processIndex });
    process.factors.forEach((factor, factorIndex) => {
      const factorKey = `${process.key}/${factor.key}`;
      rows.items.push(itemFields('factor', factorKey, factor, factor.group));
      rows.links.push({ table: 'process_factors', parentKey: process.key, childKey: factorKey, position: factorIndex });
      factor.checklists.forEach((checklist, checklistIndex) => {
        const checklistKey = `${factorKey}/${checklist.key}`;
        const checklistGroup = checklist.group ?? factor.group;
        rows.items.push(itemFields('checklist', checklistKey, checklist, factor.group));
        rows.links.push({ table: 'item_children', parentKey: factorKey, childKey: checklistKey, position: checklistIndex });
        checklist.questions.forEach((entry, questionIndex) => {
          const questionKey = `${checklistKey}/q${questionIndex + 1}`;
          rows.items.push(itemFields('question', questionKey, question(entry), checklistGroup));
          rows.links.push({ table: 'item_children', parentKey: checklistKey, childKey: questionKey, position: questionIndex });
        });
      });
    });
  });
  return rows;
}
