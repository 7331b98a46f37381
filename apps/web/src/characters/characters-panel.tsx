import { useState } from 'react';
import type { Character } from './character.js';

/** Options of {@link CharactersPanel}. */
export interface CharactersPanelOptions {
  readonly systemName: string;
  /** This system's characters. */
  readonly characters: readonly Character[];
  readonly testTitles: Readonly<Record<string, string>>;
  readonly onSave: (name: string) => void;
  readonly onLoad: (character: Character) => void;
  readonly onDelete: (character: Character) => void;
}

/** Named presets of the current system ("Olaf: Fishing 12"): save the current test and input, load, delete. */
export function CharactersPanel({
  systemName,
  characters,
  testTitles,
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
          const trimmed = name.trim();
          if (!trimmed) return setError('Enter a name, for example "Olaf: Fishing 12"');
          setError(undefined);
          onSave(trimmed);
          setName('');
        }}
      >
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="character-name">Save this input as</label>
          <input
            id="character-name"
            type="text"
            value={name}
            maxLength={80}
            placeholder="Olaf: Fishing 12"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'character-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
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
