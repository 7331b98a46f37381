import { useCallback, useState } from 'react';

/** Reads a JSON list from localStorage, keeping only the items that pass `isItem`; [] when absent or unreadable. */
export function readList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Writes a JSON list to localStorage; false when the browser refuses (private mode, quota). */
export function writeList(key: string, items: readonly unknown[]): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/**
 * A list kept in the browser: React state mirrored to localStorage under `key`.
 *
 * @example
 * const [items, setItems] = useStoredList('verdict.history.v1', isHistoryEntry);
 */
export function useStoredList<T>(
  key: string,
  isItem: (value: unknown) => value is T,
): [T[], (update: (items: T[]) => T[]) => void] {
  const [items, setItems] = useState<T[]>(() => readList(key, isItem));
  const update = useCallback(
    (change: (items: T[]) => T[]) => {
      setItems((current) => {
        const next = change(current);
        writeList(key, next);
        return next;
      });
    },
    [key],
  );
  return [items, update];
}
