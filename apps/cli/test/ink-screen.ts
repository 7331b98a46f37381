// Driving an Ink screen in tests (ink-testing-library) without depending on machine speed: keys are written once the
// screen reads them, and assertions wait for the frame to show what they expect (with a generous timeout) instead of
// sleeping a fixed time and hoping the render has landed.
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/** The keys the screens use, as a terminal sends them. */
export const KEYS = {
  down: '\u001B[B',
  up: '\u001B[A',
  left: '\u001B[D',
  right: '\u001B[C',
  enter: '\r',
  esc: '\u001B',
};

/** How long one wait may take before the test fails: generous, for a loaded machine; a passing wait returns at once. */
export const SCREEN_WAIT_MS = 60_000;

/** A test's timeout for a few waits in a row. */
export const SCREEN_TEST_TIMEOUT_MS = 240_000;

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders a screen and waits until it reads keys. `press` writes keys one at a time; `see` waits until the frame
 * contains a text or matches a pattern, and returns that frame.
 *
 * @example
 * const app = await renderScreen(<App registry={registry} store={store} />);
 * await app.press(KEYS.down);
 * await app.see('❯ 2d6 keep-two dice pool');
 */
export async function renderScreen(element: ReactElement) {
  const app = render(element);
  const frame = () => app.lastFrame() ?? '';
  // Ink reads keys once its input hook has switched stdin to raw mode (an effect after the first render).
  await waitUntil(() => app.stdin.listenerCount('readable') > 0, 'the screen to read keys', frame);
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      // Ink handles each write at once, but holds a lone Escape until the next check phase (it could begin a
      // sequence); waiting for that phase keeps the next key from being read as part of it.
      app.stdin.write(key);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const see = async (expected: string | RegExp): Promise<string> => {
    const shows = () => (typeof expected === 'string' ? frame().includes(expected) : expected.test(frame()));
    await waitUntil(shows, `the screen to show ${String(expected)}`, frame);
    return frame();
  };
  return { ...app, frame, press, see };
}

async function waitUntil(done: () => boolean, what: string, frame: () => string): Promise<void> {
  const deadline = Date.now() + SCREEN_WAIT_MS;
  while (!done()) {
    if (Date.now() > deadline) {
      expect.fail(`Waited ${SCREEN_WAIT_MS / 1000} s for ${what}; the screen shows:\n${frame()}`);
    }
    await tick(5);
  }
}
