/**
 * @module
 * A seat's recovery key in forms, as observable models: typing one to take a seat back (busy while it is tried, a
 * refusal in an alert), and making a new one for my seat, shown once until I say I kept it (the earlier key stops
 * working). The words are `seatRecoveryWords`'; the screens (the web's room page, the popover) draw these.
 */
import { createFormStore, problemOf } from './form-store.js';

/**
 * The form that takes a seat back with a recovery key: `recover` tries the key (and rejects with why not).
 *
 * @example
 * const form = createKeyEntry((key) => takeSeatBack({ client, save }, key));
 * form.setKey(' vk1-… '); await form.submit();
 */
export function createKeyEntry(recover: (key: string) => Promise<unknown>) {
  const store = createFormStore<{ key: string; busy: boolean; refused?: string }>({ key: '', busy: false });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setKey: (key: string) => store.update((s) => ({ ...s, key })),
    canSubmit: () => !store.getSnapshot().busy && store.getSnapshot().key.trim() !== '',
    async submit() {
      store.update(({ refused: _refused, ...s }) => ({ ...s, busy: true }));
      try {
        await recover(store.getSnapshot().key.trim());
        store.update((s) => ({ ...s, busy: false }));
      } catch (error) {
        store.update((s) => ({ ...s, busy: false, refused: problemOf(error) }));
      }
    },
  };
}

/**
 * A new recovery key for my seat: made on asking (`make` answers it), shown until `kept`.
 *
 * @example
 * const form = createNewKey(() => client.newRecoveryKey());
 * await form.make(); form.getSnapshot().key; // 'vk1-…'
 */
export function createNewKey(make: () => Promise<string>) {
  const store = createFormStore<{ key?: string; problem?: string }>({});
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async make() {
      try {
        const key = await make();
        store.update(() => ({ key }));
      } catch (error) {
        store.update(() => ({ problem: problemOf(error) }));
      }
    },
    /** The key is kept: it is not shown again. */
    kept: () => store.update(() => ({})),
  };
}
