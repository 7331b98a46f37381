/**
 * @module
 * Ink's `useInput`, with a line feed read as Enter. Keys typed while `verdict` is still starting reach the terminal
 * in its cooked mode, which turns Enter (CR) into a line feed (LF); Ink names LF `enter` and reports it with no key
 * set, so the screen dropped it (earlier review's 16: `Down Enter` typed ahead moved the cursor and opened nothing).
 * A raw-mode Ctrl-J sends the same LF, and reads as Enter too, as in a shell.
 */
import { type Key, useInput, useStdin } from 'ink';
import { useEffect, useRef } from 'react';

/** Calls `handler` for each input as `useInput` does, a lone line feed with `key.return` set. */
export function useTypedKeys(handler: (input: string, key: Key) => void): void {
  const { internal_eventEmitter: events } = useStdin();
  // The raw text of the input being handled: this listener is added before useInput's, so it runs first.
  const raw = useRef('');
  useEffect(() => {
    const see = (data: unknown) => {
      raw.current = typeof data === 'string' ? data : '';
    };
    events?.on('input', see);
    return () => {
      events?.removeListener('input', see);
    };
  }, [events]);
  useInput((input, key) => handler(input, raw.current === '\n' ? { ...key, return: true } : key));
}
