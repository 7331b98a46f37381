import type { TestManifest } from '@verdict/core';
import { useState } from 'react';

/** JSON with its keys sorted, to compare two inputs whatever order their keys were written in. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Starts the input from one of the test's worked examples. Below the menu, the example the input still is (Olaf's
 * fishing check when the page opens), in full: a select cannot wrap a long title, so the menu itself always reads
 * "Choose an example…".
 */
export function ExamplesMenu({
  test,
  input,
  onPick,
}: {
  test: TestManifest;
  input: unknown;
  onPick: (input: unknown) => void;
}) {
  const [picked, setPicked] = useState<number>();
  if (test.examples.length < 2) return null;
  const current = sortedJson(input);
  const same = (index: number | undefined) =>
    index !== undefined &&
    test.examples[index] !== undefined &&
    sortedJson(test.examples[index].input) === current;
  // The one picked, while the input is still it (two examples may share an input); else the first it matches.
  const shown = same(picked) ? picked! : test.examples.findIndex((_, index) => same(index));
  return (
    <div className="field examples">
      <label htmlFor="example">Start from an example</label>
      <select
        id="example"
        value=""
        aria-describedby={shown < 0 ? undefined : 'example-now'}
        onChange={(event) => {
          const index = Number(event.target.value);
          const example = test.examples[index];
          if (!example) return;
          setPicked(index);
          onPick(structuredClone(example.input));
        }}
      >
        <option value="">Choose an example…</option>
        {test.examples.map((example, index) => (
          <option key={example.title} value={index}>
            {example.title}
          </option>
        ))}
      </select>
      {shown < 0 ? null : (
        <p className="field-help" id="example-now" data-example={shown}>
          Now: {test.examples[shown]!.title}
        </p>
      )}
    </div>
  );
}
