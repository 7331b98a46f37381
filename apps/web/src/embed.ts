// What another app embeds of the web app (today the Owlbear popover): the room's components, the odds worker
// and the room's event stream, through this one door (`@verdict/web/embed` in package.json's exports), so the
// layers test sees the arrow and nothing reaches into apps/web/src by path. The registry stays its own entry
// (`@verdict/web/app-registry`) so an embedder can load it lazily, the room's log and stream without any component
// (`@verdict/web/room-log`, for a page that shows nothing, like Owlbear's background page), and the style sheets.
export { OddsWorkerContext } from './odds/odds-worker-context.js';
export { EntryCard } from './room/entry-card.js';
export { GmTools } from './room/gm-tools.js';
export { LogWarnings } from './room/log-warnings.js';
export { MembersPanel } from './room/members-panel.js';
export { RecoveryKeyPanel, TakeSeatBack } from './room/recovery-key.js';
export { RequestCards } from './room/request-cards.js';
export { RollForm } from './room/roll-form.js';
export { RoomAlerts, RoomHeader, TranscriptPanel } from './room/room-frame.js';
export { RoomPlay } from './room/room-play.js';
export { RoundsPanel } from './room/rounds-panel.js';
export { download } from './room/transcripts.js';
export { browserEvents, browserRandom, useRoomView } from './room/use-room-log.js';
export { TabletopTable, type TabletopTableProps } from './tabletop/tabletop-table.js';
export { type TabletopSeat, useTabletopSeat } from './tabletop/use-tabletop-seat.js';
export { canUseOddsWorker, createOddsWorker } from './workers/create-odds-worker.js';
