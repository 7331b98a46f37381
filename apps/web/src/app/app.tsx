import {
  describeRegistry,
  findTest,
  type PlayRecord,
  type Registry,
  replayRecord as replayOf,
  validateInput,
} from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { startingInput } from '@verdict/form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHARACTERS_KEY, type Character, isCharacter } from '../characters/character.js';
import { CharactersPanel } from '../characters/characters-panel.js';
import { presetName } from '../characters/preset-name.js';
import { SchemaForm } from '../form/schema-form.js';
import { HistoryPanel } from '../history/history-panel.js';
import { useHistory } from '../history/use-history.js';
import { OddsPanel } from '../odds/odds-panel.js';
import { useOdds } from '../odds/use-odds.js';
import { BesideField } from '../play/beside-field.js';
import { PlayPanel } from '../play/play-panel.js';
import { RestartDialog } from '../play/restart-dialog.js';
import { usePlay } from '../play/use-play.js';
import { openLink as checkLink } from '../share/open-link.js';
import { linkOf, playLink, shareUrl } from '../share/share-link.js';
import { lastAddress, useInputAddress } from '../share/use-input-address.js';
import { type LinkState, useHashLinks, useInitialLink } from '../share/use-share-link.js';
import { useStoredList } from '../storage/local-store.js';
import { ToolsPanel } from '../tools/tools-panel.js';
import { ExamplesMenu } from './examples-menu.js';
import { TestPicker } from './test-picker.js';

/** Options of {@link App}. */
export interface AppOptions {
  readonly registry: Registry;
}

/**
 * The whole app: pick a test, fill in its input, see the exact odds, roll, and keep the history. Everything it
 * shows comes from the registry's manifest (forms, labels, tools, follow-ups) and everything it plays goes through
 * the engine's play session: it has no rules of its own.
 */
export function App({ registry }: AppOptions) {
  const systems = useMemo(() => describeRegistry(registry).systems, [registry]);
  const initialLink = useInitialLink(lastAddress);
  // The address the page opened with: a share link or the input kept there, checked before anything is drawn.
  const [opened] = useState(() => checkLink(registry, systems, initialLink));
  // Records are filed through the history, which needs the selection the controller holds: told through a ref.
  const filing = useRef<(record: PlayRecord) => void>(() => {});
  const play = usePlay(registry, (record) => filing.current(record), opened.target);
  const { selection, load } = play;
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

  const [characters, updateCharacters] = useStoredList(CHARACTERS_KEY, isCharacter);
  // The saved character the input was loaded from, while its test is the one shown: who the history says played.
  const [preset, setPreset] = useState<Pick<Character, 'name' | 'system' | 'test'> | undefined>();
  const loadedPreset =
    preset?.system === selection.system && preset.test === selection.test ? preset.name : undefined;
  const { history, clear: clearHistory, onRecord } = useHistory(systems, loadedPreset);
  filing.current = onRecord;
  const [linkProblem, setLinkProblem] = useState<string | undefined>(opened.problem);
  // An edit that changes the rules of the play going on waits in the controller until the player says restart or
  // keep. It is asked beside the field being edited (the element last changed or clicked in the form).
  const [anchor, setAnchor] = useState<Element | null>(null);
  const edited = useRef<Element | null>(null);
  const noteEdited = (event: { target: EventTarget }) => {
    edited.current = event.target instanceof Element ? event.target : null;
  };

  const openLink = useCallback(
    (state: LinkState) => {
      if (!state) return;
      const { target, link, problem } = checkLink(registry, systems, state);
      setLinkProblem(problem);
      setPreset(undefined);
      if (!target) return;
      const where = findTest(systems, target.system, target.test)!;
      load(target.system, target.test, target.input ?? startingInput(where.test));
      const shared = link?.play;
      if (link && shared) play.replay(() => playLink(registry, { ...link, play: shared }), 'link');
      else play.reset();
    },
    [registry, systems, load, play.replay, play.reset],
  );
  useEffect(() => {
    if (opened.link?.play) openLink(opened.link);
    performance.mark?.('verdict:first-render');
  }, []);
  useHashLinks(openLink);

  const target = { system: selection.system, test: selection.test, input: selection.input };
  useInputAddress(target, issues.length === 0);
  /** Every edit of the input goes through the play: names keep it, rules ask first. */
  const changeInput = (input: unknown) => {
    if (play.edit(input) === 'ask') setAnchor(edited.current);
  };
  const linkTo = useCallback((record: PlayRecord) => shareUrl(linkOf(record), globalThis.location), []);
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
            onSystem={play.selectSystem}
            onTest={play.selectTest}
          />
          <section
            className="panel input"
            aria-labelledby="input-heading"
            onChangeCapture={noteEdited}
            onClickCapture={noteEdited}
          >
            <h2 id="input-heading">{found.test.title}</h2>
            <ExamplesMenu
              test={found.test}
              input={selection.input}
              onPick={(input) => {
                setPreset(undefined);
                changeInput(input);
              }}
            />
            <SchemaForm
              key={`${selection.system}/${selection.test}/${selection.formKey}`}
              schema={found.test.inputSchema}
              value={selection.input}
              onChange={changeInput}
              issues={issues}
              hints={found.test.ui}
              idPrefix="input"
              label={found.test.title}
            />
            {play.snapshot.pending ? (
              <BesideField anchor={anchor}>
                <RestartDialog onRestart={play.confirmRestart} onKeep={play.keepPlaying} />
              </BesideField>
            ) : null}
          </section>
          <CharactersPanel
            systemName={found.system.name}
            characters={systemCharacters}
            testTitles={testTitles}
            defaultName={presetName(found.test, selection.input)}
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
            onLoad={(character) => {
              setPreset(character);
              if (character.test === selection.test) changeInput(structuredClone(character.input));
              else load(character.system, character.test, structuredClone(character.input));
            }}
            onDelete={(character) => updateCharacters((list) => list.filter((c) => c.id !== character.id))}
          />
        </div>
        <div className="column column-play">
          <OddsPanel
            result={odds.result}
            stale={odds.stale}
            labels={found.test.labels}
            of={`${found.test.title} (${found.system.name})`}
          />
          <PlayPanel
            registry={registry}
            target={target}
            test={found.test}
            issues={issues}
            play={play}
            testTitles={testTitles}
            onOpenTest={(test, input) => load(selection.system, test, input)}
            shareUrl={linkTo}
            odds={odds}
          />
          <ToolsPanel registry={registry} system={found.system} />
          <HistoryPanel
            entries={history}
            onClear={clearHistory}
            onReplay={(record) => {
              setPreset(undefined);
              load(record.system.id, record.test, record.input);
              play.replay(() => replayOf(registry, record), 'history');
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
