import { describeRegistry, type Registry, validateInput } from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CHARACTERS_KEY, type Character, isCharacter } from '../characters/character.js';
import { CharactersPanel } from '../characters/characters-panel.js';
import { SchemaForm } from '../form/schema-form.js';
import { HISTORY_KEY, HISTORY_LIMIT, type HistoryEntry, isHistoryEntry } from '../history/history-entry.js';
import { HistoryPanel } from '../history/history-panel.js';
import { OddsPanel } from '../odds/odds-panel.js';
import { useOdds } from '../odds/use-odds.js';
import type { FollowUp } from '../outcome/outcome-view.js';
import type { PlayedRoll } from '../play/play.js';
import { PlayPanel } from '../play/play-panel.js';
import type { RollRecord } from '../play/roll-record.js';
import { usePlay } from '../play/use-play.js';
import { shareUrl } from '../share/share-link.js';
import { type LinkState, useHashLinks, useInitialLink } from '../share/use-share-link.js';
import { useStoredList } from '../storage/local-store.js';
import type { ToolV1 } from '../tools/tool.js';
import { ToolsPanel } from '../tools/tools-panel.js';
import { ExamplesMenu } from './examples-menu.js';
import { findTest } from './manifest.js';
import { TestPicker } from './test-picker.js';
import { useSelection } from './use-selection.js';

/** Options of {@link App}. */
export interface AppOptions {
  readonly registry: Registry;
  readonly tools?: readonly ToolV1[];
}

/** The whole app: pick a test, fill in its input, see the exact odds, roll, and keep the history. */
export function App({ registry, tools = [] }: AppOptions) {
  const systems = useMemo(() => describeRegistry(registry).systems, [registry]);
  const initialLink = useInitialLink();
  const { selection, selectSystem, selectTest, setInput, load } = useSelection(
    systems,
    initialLink && !('error' in initialLink) ? initialLink : undefined,
  );
  const found = findTest(systems, selection.system, selection.test)!;
  const testTitles = useMemo(
    () => Object.fromEntries(found.system.tests.map((t) => [t.id, t.title])),
    [found.system],
  );
  const issues = useMemo(() => {
    const checked = validateInput(registry.test(selection.system, selection.test), selection.input);
    return checked.ok ? [] : checked.issues;
  }, [registry, selection.system, selection.test, selection.input]);

  const odds = useOdds(registry, selection.system, selection.test, selection.input, issues.length === 0);

  const [history, updateHistory] = useStoredList(HISTORY_KEY, isHistoryEntry);
  const [characters, updateCharacters] = useStoredList(CHARACTERS_KEY, isCharacter);
  const onFinished = useCallback(
    (played: PlayedRoll) => {
      const where = findTest(systems, played.record.system, played.record.test);
      const { outcome } = played.response;
      const entry: HistoryEntry = {
        id: createSeed(),
        at: new Date().toISOString(),
        record: played.record,
        systemName: where?.system.name ?? played.record.system,
        testTitle: where?.test.title ?? played.record.test,
        label: outcome.label,
        tier: outcome.tier,
        result: outcome.result,
      };
      updateHistory((entries) => [entry, ...entries].slice(0, HISTORY_LIMIT));
    },
    [systems, updateHistory],
  );
  const play = usePlay(registry, onFinished);
  const [linkProblem, setLinkProblem] = useState<string | undefined>(
    initialLink && 'error' in initialLink ? initialLink.error : undefined,
  );

  const openLink = useCallback(
    (link: LinkState) => {
      if (!link) return;
      if ('error' in link) return setLinkProblem(link.error);
      if (!findTest(systems, link.system, link.test)) {
        return setLinkProblem(`This link is for ${link.system}/${link.test}, which this app does not have.`);
      }
      setLinkProblem(undefined);
      if (link.input !== undefined) load(link.system, link.test, link.input);
      else
        load(
          link.system,
          link.test,
          findTest(systems, link.system, link.test)!.test.examples[0]?.input ?? {},
        );
      if (link.record) play.replay(link.record, 'link');
    },
    [systems, load, play.replay],
  );
  useEffect(() => {
    if (initialLink && !('error' in initialLink) && initialLink.record) openLink(initialLink);
    performance.mark?.('verdict:first-render');
  }, []);
  useHashLinks(openLink);

  const { view, reset } = play;
  // A play in progress belongs to the input it started with.
  useEffect(() => {
    if (view.kind === 'rounds') reset();
  }, [selection.system, selection.test, selection.input]);

  const target = { system: selection.system, test: selection.test, input: selection.input };
  const linkTo = useCallback(
    (record: RollRecord) =>
      shareUrl({ system: record.system, test: record.test, record }, globalThis.location),
    [],
  );
  const onFollowUp = useCallback(
    (followUp: FollowUp) => {
      load(selection.system, followUp.test, followUp.input);
      play.roll({ system: selection.system, test: followUp.test, input: followUp.input });
    },
    [selection.system, load, play.roll],
  );
  const systemCharacters = characters.filter((c) => c.system === selection.system);

  return (
    <div className="app">
      <header className="top">
        <h1>Verdict</h1>
        <p className="tagline">Exact odds before every roll</p>
      </header>
      {linkProblem ? (
        <p className="banner problem" role="alert">
          {linkProblem}
        </p>
      ) : null}
      <main className="layout">
        <div className="column column-input">
          <TestPicker
            systems={systems}
            system={selection.system}
            test={selection.test}
            onSystem={selectSystem}
            onTest={selectTest}
          />
          <section className="panel input" aria-labelledby="input-heading">
            <h2 id="input-heading">{found.test.title}</h2>
            <ExamplesMenu
              test={found.test}
              onPick={(input) => load(selection.system, selection.test, input)}
            />
            <SchemaForm
              key={`${selection.system}/${selection.test}/${selection.formKey}`}
              schema={found.test.inputSchema}
              value={selection.input}
              onChange={setInput}
              issues={issues}
              hints={found.test.ui}
              idPrefix="input"
              label={found.test.title}
            />
          </section>
          <CharactersPanel
            systemName={found.system.name}
            characters={systemCharacters}
            testTitles={testTitles}
            onSave={(name) =>
              updateCharacters((list) => [
                ...list,
                {
                  id: createSeed(),
                  system: selection.system,
                  name,
                  test: selection.test,
                  input: selection.input,
                } satisfies Character,
              ])
            }
            onLoad={(character) => load(character.system, character.test, structuredClone(character.input))}
            onDelete={(character) => updateCharacters((list) => list.filter((c) => c.id !== character.id))}
          />
        </div>
        <div className="column column-play">
          <OddsPanel result={odds.result} stale={odds.stale} />
          <PlayPanel
            target={target}
            test={found.test}
            issues={issues}
            play={play}
            testTitles={testTitles}
            onFollowUp={onFollowUp}
            shareUrl={linkTo}
            odds={odds.result}
          />
          <ToolsPanel tools={tools.filter((tool) => tool.system === selection.system)} />
          <HistoryPanel
            entries={history}
            onClear={() => updateHistory(() => [])}
            onReplay={(record) => {
              load(record.system, record.test, record.input);
              play.replay(record, 'history');
            }}
            shareUrl={linkTo}
          />
        </div>
      </main>
      <footer className="bottom">
        <p>
          Verdict resolves tests exactly as each game's rules say. Works offline once loaded; rolls and
          characters stay in this browser.
        </p>
      </footer>
    </div>
  );
}
