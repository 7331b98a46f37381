import { createRegistry, estimateCost, oddsTest, resolveTest } from '@verdict/core';
import { twoD6Pool } from '../dist/index.js';

const registry = createRegistry([twoD6Pool]);
const big = { budget: { maxWork: Infinity, maxOutput: Infinity } };
for (const [kind, test, input] of JSON.parse(process.argv[2])) {
  const req = { system: '2d6-pool', test, input };
  const est = estimateCost(registry, req, kind, big.budget);
  const t0 = performance.now();
  let out;
  try {
    out = JSON.stringify(
      kind === 'odds' ? oddsTest(registry, req, big) : resolveTest(registry, { ...req, seed: 's' }, big),
    ).length;
  } catch (e) {
    out = e.message.slice(0, 80);
  }
  const ms = performance.now() - t0;
  console.log(
    kind,
    test,
    `work=${(est.work / 1e6).toFixed(1)}M out=${Math.round(est.output)} ms=${ms.toFixed(0)} actualOut=${out} ns/unit=${((ms * 1e6) / est.work).toFixed(2)}`,
  );
}
