import type { TestManifest } from '@verdict/core';

/** Starts the input from one of the test's worked examples. */
export function ExamplesMenu({ test, onPick }: { test: TestManifest; onPick: (input: unknown) => void }) {
  if (test.examples.length < 2) return null;
  return (
    <div className="field examples">
      <label htmlFor="example">Start from an example</label>
      <select
        id="example"
        value=""
        onChange={(event) => {
          const example = test.examples[Number(event.target.value)];
          if (example) onPick(structuredClone(example.input));
        }}
      >
        <option value="">Choose an example…</option>
        {test.examples.map((example, index) => (
          <option key={example.title} value={index}>
            {example.title}
          </option>
        ))}
      </select>
    </div>
  );
}
