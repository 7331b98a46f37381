import { useState } from 'react';
import type { Character } from './character.js';
import { freeName, nameKey, PRESET_NAME_MAX } from './preset-name.js';

/** Options of {@link CharactersPanel}. */
export interface CharactersPanelOptions {
  readonly systemName: string;
  /** This system's characters. */
  readonly characters: readonly Character[];
  readonly testTitles: Readonly<Record<string, string>>;
  /** What the current input is called when no name is typed ("Check: Fishing 12"). */
  readonly defaultName: string;
  readonly onSave: (name: string) => void;
  readonly onLoad: (character: Character) => void;
  readonly onDelete: (character: Character) => void;
}

/**
 * Named presets of the current system: save the current test and input (under the name typed, or one that says
 * what it is, "Check: Fishing 12"), load, delete. A name already saved for the system is refused, saying so.
 */
export function CharactersPanel({
  systemName,
  characters,
  testTitles,
  defaultName,
  onSave,
  onLoad,
  onDelete,
}: CharactersPanelOptions) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <section className="panel characters" aria-labelledby="characters-heading">
      <h2 id="characters-heading">Characters</h2>
      {characters.length === 0 ? (
        <p className="muted">No saved characters for {systemName} yet.</p>
      ) : (
        <ul className="character-list">
          {characters.map((character) => (
            <li key={character.id}>
              <button type="button" onClick={() => onLoad(character)}>
                {character.name}
              </button>
              <span className="muted"> {testTitles[character.test] ?? character.test}</span>
              <button
                type="button"
                className="remove"
                aria-label={`Delete ${character.name}`}
                onClick={() => onDelete(character)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="save-character"
        onSubmit={(event) => {
          event.preventDefault();
          const taken = characters.map((character) => character.name);
          const typed = name.trim().replace(/\s+/g, ' ');
          if (typed && taken.some((other) => nameKey(other) === nameKey(typed))) {
            return setError(
              `"${typed}" is already saved for ${systemName}: choose another name, or delete that one first.`,
            );
          }
          setError(undefined);
          onSave(typed || freeName(defaultName, taken));
          setName('');
        }}
      >
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="character-name">Save this input as</label>
          <input
            id="character-name"
            type="text"
            value={name}
            maxLength={PRESET_NAME_MAX}
            placeholder={defaultName}
            aria-invalid={Boolean(error)}
            aria-describedby={`character-name-help${error ? ' character-name-error' : ''}`}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <p className="field-help" id="character-name-help">
            Left empty, it is saved as “
            {freeName(
              defaultName,
              characters.map((character) => character.name),
            )}
            ”.
          </p>
          {error ? (
            <p className="field-error" id="character-name-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit">Save character</button>
      </form>
    </section>
  );
}
