/**
 * @module
 * The verifier's form as an observable model: the export pasted, dropped or chosen, the head typed (or the one this
 * screen kept at the room), and what the check proved (`verifyExport`'s report) or why the head typed reads as
 * none. The check runs here, offline: nothing is sent. The web's verify page and the popover's "Verify here" draw it.
 */
import type { Registry } from '@verdict/core';
import { type VerifyExportOptions, type VerifyReport, verifyExport } from '../verify/verify-export.js';
import { createFormStore } from './form-store.js';

/** What the verify form holds. */
export interface VerifyFormState {
  readonly text: string;
  readonly headText: string;
  /** An export is dragged over the drop zone. */
  readonly dragging: boolean;
  readonly report?: VerifyReport;
  /** The head typed does not read as `seq:hash`. */
  readonly headProblem?: string;
}

/**
 * The verify form over a registry, with the heads this screen kept and what it calls itself ("this browser").
 *
 * @example
 * const form = createVerifyForm(registry, { engineVersion, kept, here: 'this browser' });
 * form.verify(text); // form.getSnapshot().report?.headline: 'Verified'
 */
export function createVerifyForm(registry: Registry, options: Omit<VerifyExportOptions, 'headText'>) {
  const store = createFormStore<VerifyFormState>({ text: '', headText: '', dragging: false });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setText: (text: string) => store.update((s) => ({ ...s, text })),
    setHeadText: (headText: string) => store.update((s) => ({ ...s, headText })),
    setDragging: (dragging: boolean) =>
      store.update((s) => (s.dragging === dragging ? s : { ...s, dragging })),
    /** Whether there is anything to verify. */
    canVerify: () => store.getSnapshot().text.trim() !== '',
    /** Checks an export's text (and keeps it as the text), against the head typed or kept. */
    verify(text: string) {
      const { headText } = store.getSnapshot();
      const done = verifyExport(text, registry, { ...options, headText });
      store.update(({ report: _report, headProblem: _problem, ...s }) => ({
        ...s,
        text,
        dragging: false,
        ...(done.ok ? { report: done.report } : { headProblem: done.problem }),
      }));
    },
  };
}

/** The verify form's model (`createVerifyForm`). */
export type VerifyForm = ReturnType<typeof createVerifyForm>;
