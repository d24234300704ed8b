import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { METRICS, metricDefinition } from './catalogue';
import { gradedMetricIds, metricGradeScale } from './grade-scales';
import { METRIC_RULES } from './rules';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/ai.md', import.meta.url)), 'utf8');

describe('docs/ai.md', () => {
  it('defines every metric of the catalogue as the code computes it', () => {
    for (const metric of METRICS) expect(doc, metric.id).toContain(`| ${metric.label} (\`${metric.id}\`) | ${metric.unit} `);
    for (const metric of METRICS) expect(doc, metric.id).toContain(metric.definition);
  });

  it('states every grading rule', () => {
    for (const rule of METRIC_RULES) {
      expect(doc, rule.id).toContain(`(\`${rule.id}\`)`);
      expect(doc, rule.id).toContain(rule.text);
    }
  });

  it('lists the thresholds each metric grades a value with', () => {
    for (const id of gradedMetricIds()) {
      const { label, unit, lowerIsBetter } = metricDefinition(id);
      const t = metricGradeScale(id)!;
      expect(doc, id).toContain(`| ${label} (\`${id}\`) | ${lowerIsBetter ? 'lower' : 'higher'} | ${[t.excellent, t.v_good, t.good, t.average, t.below_average, t.poor, t.v_poor].join(' / ')} ${unit} |`);
    }
  });
});
