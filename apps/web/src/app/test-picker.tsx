import type { SystemManifest } from '@verdict/core';

/** Options of {@link TestPicker}. */
export interface TestPickerOptions {
  readonly systems: readonly SystemManifest[];
  readonly system: string;
  readonly test: string;
  readonly onSystem: (id: string) => void;
  readonly onTest: (id: string) => void;
}

/** Chooses the game system and the test to play, and says what they are (the system's description under About). */
export function TestPicker({ systems, system, test, onSystem, onTest }: TestPickerOptions) {
  const current = systems.find((s) => s.id === system)!;
  const currentTest = current.tests.find((t) => t.id === test)!;
  return (
    <section className="panel picker" aria-label="System and test">
      <div className="picker-fields">
        <div className="field">
          <label htmlFor="system">System</label>
          <select id="system" value={system} onChange={(event) => onSystem(event.target.value)}>
            {systems.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="test">Test</label>
          <select id="test" value={test} onChange={(event) => onTest(event.target.value)}>
            {current.tests.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="description">{currentTest.description}</p>
      {/* The system's own words: what it is, and any attribution its license requires. */}
      <details className="about">
        <summary>
          About {current.name} {current.version}
        </summary>
        <p className="description">{current.description}</p>
      </details>
    </section>
  );
}
