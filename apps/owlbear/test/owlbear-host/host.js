// A stand-in for Owlbear Rodeo's side of the extension iframe, written from @owlbear-rodeo/sdk 3.1.0's source:
// - lib/common/getDetails.js: the extension reads `?obrref=` = base64("<host origin> <room id>") from its URL;
// - lib/messages/MessageBus.js: it accepts messages whose `event.origin` is that host origin and whose data has an
//   `id`; `OBR_READY` (data `{ ref, userId }`) makes it ready; it posts `{ id, data, ref, nonce }` to
//   window.parent and waits for `<id>_RESPONSE<nonce>` (or `<id>_ERROR<nonce>`) with the answer as `data`;
// - lib/api/PlayerApi.js (OBR_PLAYER_GET_ID/_NAME/_ROLE answer `{ id }`, `{ name }`, `{ role }`: "GM" or "PLAYER"),
//   lib/api/RoomApi.js (OBR_ROOM_GET_METADATA answers `{ metadata }`; OBR_ROOM_SET_METADATA sends `{ update }`,
//   merged key by key; OBR_ROOM_METADATA_SUBSCRIBE, then OBR_ROOM_METADATA_EVENT_CHANGE `{ metadata }`),
//   lib/api/NotificationApi.js (OBR_NOTIFICATION_SHOW `{ message, variant }` answers `{ id }`),
//   lib/api/BroadcastApi.js (OBR_BROADCAST_SEND_MESSAGE `{ channel, data, options }`; OBR_BROADCAST_SUBSCRIBE
//   `{ channel }`, then OBR_BROADCAST_MESSAGE_<channel> `{ data, connectionId }`),
//   lib/api/ThemeApi.js (OBR_THEME_GET_THEME answers `{ theme }`, lib/types/Theme.d.ts; OBR_THEME_SUBSCRIBE,
//   then OBR_THEME_EVENT_CHANGE `{ theme }`),
//   lib/api/ActionApi.js (OBR_ACTION_GET_WIDTH/_HEIGHT answer `{ width }`, `{ height }`;
//   OBR_ACTION_SET_BADGE_TEXT `{ badgeText }`).
// Owlbear's own server keeps the room's metadata and relays broadcasts between players; here the stand-in's
// server (serve-host.ts) does, at /state/*, with an event stream of changes. It refuses a metadata update
// that would take the room's metadata past 16 kB ("In total the room metadata must be under 16kB", Owlbear's
// docs); the refusal reaches the extension as `OBR_ROOM_SET_METADATA_ERROR`.
// The page is given the extension's manifest URL (`manifest=`), as Owlbear is when a GM adds a custom
// extension: it fetches the manifest cross-origin (so the Verdict server must allow it, whatever its API's
// CORS) and opens the popover at `action.popover` and the background page at `background_url`, each resolved
// against the manifest's URL.
// Switches (the page's query): `theme=LIGHT|DARK` (Owlbear's theme, DARK by default), `ready=late|never` (when
// OBR_READY comes: 2.5 s after the frame loads, or never), `silent=1` (no answer to anything). The page also
// offers `window.standIn`: closeAction() and openAction() (Owlbear unmounts a closed action's popover and
// mounts it again when opened), setTheme(mode) (the GM switches Owlbear's theme) and behave({ ready, silent }).
const params = new URLSearchParams(location.search);
const player = {
  id: params.get('player') ?? 'player-1',
  name: params.get('name') ?? 'Player',
  role: params.get('role') === 'GM' ? 'GM' : 'PLAYER',
  connectionId: crypto.randomUUID(),
};
const roomId = params.get('room') ?? 'room-1';
const ref = crypto.randomUUID();
const obrref = btoa(`${location.origin} ${roomId}`);
const manifestUrl = params.get('manifest') ?? '';
const manifest = await (await fetch(manifestUrl)).json();
const extension = new URL(manifest.action.popover, manifestUrl);
extension.searchParams.set('obrref', obrref);
// The manifest's background_url, if any: a page Owlbear keeps loaded, hidden, for the whole session.
const backgroundUrl = manifest.background_url ? new URL(manifest.background_url, manifestUrl) : undefined;
backgroundUrl?.searchParams.set('obrref', obrref);
/** The extension's frames on this page (its popover, its background page), each with its subscriptions. */
const newSubscriptions = () => ({ metadata: false, theme: false, channels: new Set() });
const popover = { el: undefined, subscriptions: newSubscriptions() };
const background = { el: undefined, subscriptions: newSubscriptions() };
const frames = [popover, background];
const behaviour = { ready: params.get('ready') ?? 'now', silent: params.get('silent') === '1' };
const postTo = (target, id, data) => target.el?.contentWindow?.postMessage({ id, data }, extension.origin);
const THEME = {
  mode: params.get('theme') === 'LIGHT' ? 'LIGHT' : 'DARK',
  primary: { light: '#bb99ff', main: '#bb99ff', dark: '#8866cc', contrastText: '#000000' },
  secondary: { light: '#ee99ff', main: '#ee99ff', dark: '#bb66cc', contrastText: '#000000' },
  background: { default: '#1e2231', paper: '#222639' },
  text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.7)', disabled: 'rgba(255, 255, 255, 0.5)' },
};

async function state(path, body) {
  const response = await fetch(`/state/${roomId}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok || answer.refused)
    throw new Error(answer.refused ?? `The stand-in's server answered ${response.status}`);
  return answer;
}

function show(listId, text) {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById(listId).append(item);
}

/** Delivers a broadcast to this page's frames subscribed to its channel (Owlbear's LOCAL and ALL). */
function deliver(channel, data, connectionId) {
  for (const target of frames)
    if (target.subscriptions.channels.has(channel))
      postTo(target, `OBR_BROADCAST_MESSAGE_${channel}`, { data, connectionId });
}

/** The answer to one request of `target`'s frame, or undefined for a message that needs none (a subscription). */
const handlers = {
  OBR_PLAYER_GET_ID: () => ({ id: player.id }),
  OBR_PLAYER_GET_NAME: () => ({ name: player.name }),
  OBR_PLAYER_GET_ROLE: () => ({ role: player.role }),
  OBR_PLAYER_GET_CONNECTION_ID: () => ({ connectionId: player.connectionId }),
  OBR_ROOM_GET_METADATA: async () => ({ metadata: await state('metadata') }),
  OBR_ROOM_SET_METADATA: async ({ update }) => {
    await state('metadata', update);
    return {};
  },
  OBR_ROOM_METADATA_SUBSCRIBE: (_, target) => {
    target.subscriptions.metadata = true;
  },
  OBR_METADATA_ROOM_UNSUBSCRIBE: (_, target) => {
    target.subscriptions.metadata = false;
  },
  OBR_NOTIFICATION_SHOW: ({ message, variant }) => {
    show('notifications', `${variant ?? 'DEFAULT'}: ${message}`);
    return { id: crypto.randomUUID() };
  },
  // REMOTE (the default) goes to the other players, LOCAL to this player's own frames, ALL to both.
  OBR_BROADCAST_SEND_MESSAGE: async ({ channel, data, options }) => {
    const destination = options?.destination ?? 'REMOTE';
    if (destination !== 'LOCAL')
      await state('broadcast', { channel, data, connectionId: player.connectionId });
    if (destination !== 'REMOTE') deliver(channel, data, player.connectionId);
    return {};
  },
  OBR_BROADCAST_SUBSCRIBE: ({ channel }, target) => {
    target.subscriptions.channels.add(channel);
  },
  OBR_BROADCAST_UNSUBSCRIBE: ({ channel }, target) => {
    target.subscriptions.channels.delete(channel);
  },
  OBR_THEME_GET_THEME: () => ({ theme: THEME }),
  OBR_THEME_SUBSCRIBE: (_, target) => {
    target.subscriptions.theme = true;
  },
  OBR_THEME_UNSUBSCRIBE: (_, target) => {
    target.subscriptions.theme = false;
  },
  OBR_ACTION_SET_BADGE_TEXT: ({ badgeText }) => {
    document.getElementById('badge').textContent = badgeText ?? '';
    return {};
  },
  OBR_ACTION_GET_WIDTH: () => ({ width: Number(params.get('width') ?? '400') }),
  OBR_ACTION_GET_HEIGHT: () => ({ height: Number(params.get('height') ?? '640') }),
};

window.addEventListener('message', async (event) => {
  const target = frames.find((f) => f.el && event.source === f.el.contentWindow);
  if (!target || event.origin !== extension.origin) return;
  if (behaviour.silent) return;
  const { id, data, ref: from, nonce } = event.data ?? {};
  if (typeof id !== 'string' || from !== ref) return;
  const handler = handlers[id];
  if (!handler) {
    show('unanswered', id);
    if (nonce) postTo(target, `${id}_ERROR${nonce}`, { message: `The stand-in does not answer ${id}` });
    return;
  }
  try {
    const answer = await handler(data ?? {}, target);
    if (nonce) postTo(target, `${id}_RESPONSE${nonce}`, answer ?? {});
  } catch (error) {
    if (nonce)
      postTo(target, `${id}_ERROR${nonce}`, {
        message: error instanceof Error ? error.message : String(error),
      });
  }
});

// What Owlbear's server relays: metadata changes (to every subscribed frame, the setter's too) and broadcasts
// (to the other players).
const changes = new EventSource(`/state/${roomId}/events`);
changes.addEventListener('metadata', (event) => {
  for (const target of frames)
    if (target.subscriptions.metadata)
      postTo(target, 'OBR_ROOM_METADATA_EVENT_CHANGE', { metadata: JSON.parse(event.data) });
});
changes.addEventListener('broadcast', (event) => {
  const { channel, data, connectionId } = JSON.parse(event.data);
  if (connectionId !== player.connectionId) deliver(channel, data, connectionId);
});

// The extension's page is loaded, its SDK listening: Owlbear says it is ready (at once, late, or never).
const ready = (target) => () => {
  const say = () => postTo(target, 'OBR_READY', { ref, userId: player.id });
  if (behaviour.ready === 'never') return;
  if (behaviour.ready === 'late') setTimeout(say, 2500);
  else say();
};
const mount = () => {
  const next = document.createElement('iframe');
  next.id = 'popover';
  next.title = 'Verdict table popover';
  next.width = params.get('width') ?? '400';
  next.height = params.get('height') ?? '640';
  next.addEventListener('load', ready(popover));
  const old = popover.el ?? document.getElementById('popover');
  if (old) old.replaceWith(next);
  else document.body.prepend(next);
  popover.el = next;
  popover.subscriptions = newSubscriptions();
  next.src = extension.href;
};
window.standIn = {
  closeAction() {
    popover.el?.remove();
    popover.el = undefined;
    popover.subscriptions = newSubscriptions();
  },
  openAction: mount,
  /** How the stand-in behaves from now on (the next frame load for `ready`). */
  behave(change) {
    Object.assign(behaviour, change);
  },
  setTheme(mode) {
    THEME.mode = mode;
    for (const target of frames)
      if (target.subscriptions.theme) postTo(target, 'OBR_THEME_EVENT_CHANGE', { theme: THEME });
  },
};
changes.addEventListener('open', () => {
  if (!popover.el) mount();
  if (backgroundUrl && !background.el) {
    const hidden = document.createElement('iframe');
    hidden.id = 'background';
    hidden.title = 'Verdict background';
    hidden.hidden = true;
    hidden.addEventListener('load', ready(background));
    document.body.append(hidden);
    background.el = hidden;
    hidden.src = backgroundUrl.href;
  }
});
