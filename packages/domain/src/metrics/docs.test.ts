import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { METRICS } from './catalogue';
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
});
