// Self time per function of a V8 .cpuprofile, counted only over the last `seconds` before `endOffset`
// seconds from the end (the hammer phase of a benchmark, without start-up and seeding).
//   node bench/support/profile-window.mjs FILE.cpuprofile [seconds=5] [endOffset=0] [top=40]
import { readFileSync } from 'node:fs';

const [file, seconds = '5', endOffset = '0', top = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const times = [];
let t = profile.startTime;
for (const delta of profile.timeDeltas) times.push((t += delta));
const end = profile.endTime - Number(endOffset) * 1e6;
const start = end - Number(seconds) * 1e6;
const self = new Map();
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map();
let total = 0;
profile.samples.forEach((id, index) => {
  if (times[index] < start || times[index] > end) return;
  total += 1;
  const node = byId.get(id);
  const key = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    const k = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
  }
});
const show = (map, title) => {
  console.log(`\n${title} (${total} samples)`);
  for (const [key, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(`${((count / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
};
show(self, 'self');
show(inclusive, 'inclusive');
