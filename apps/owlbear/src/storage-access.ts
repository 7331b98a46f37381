/**
 * @module
 * Storage access for this frame: what the room client stores (the seat with its member token, the join key, the
 * head seen live) is kept by `@verdict/room`'s `createLastingStorage` over localStorage when the browser allows it,
 * else memory, and moved to the storage a grant gives. Inside Owlbear Rodeo the extension is a third-party iframe, and with third-party cookies off (or in
 * some private windows) its storage may be refused. Never cookies, and never Owlbear's room metadata, which
 * every player of the Owlbear room can read. Keys are namespaced by the Owlbear room and player.
 */
import { usableStore } from '@verdict/room';

/** Whether the browser says this frame's storage access is granted already (so it may be asked without a press). */
async function accessGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'storage-access' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The storage this frame may use after asking the browser for storage access
 * (`document.requestStorageAccess({ localStorage: true })`, Chrome 125 and later; its handle's
 * `localStorage` is the frame's own, unpartitioned): undefined where the browser has no such call or refuses.
 * Without a press in the frame (`pressed` false) it asks only where the browser says access was granted before
 * (browsers keep the grant): a request without a press is refused, and Chromium logs each refusal as an error.
 * A press asks the person.
 *
 * @example
 * const granted = await storageAccess(false);
 */
export async function storageAccess(pressed: boolean): Promise<Storage | undefined> {
  const ask = (
    document as Document & {
      requestStorageAccess?: (types?: {
        localStorage?: boolean;
      }) => Promise<{ localStorage?: Storage } | undefined>;
    }
  ).requestStorageAccess;
  if (typeof ask !== 'function') return undefined;
  if (!pressed && !(await accessGranted())) return undefined;
  try {
    const handle = await ask.call(document, { localStorage: true });
    return handle?.localStorage ?? (usableStore(() => globalThis.localStorage) as Storage | undefined);
  } catch {
    return undefined;
  }
}
