/**
 * @module
 * The extension's page, shown by Owlbear Rodeo in its popover: once Owlbear says it is ready, the player and
 * the game systems, then the table. Odds are worked out in the web app's odds worker.
 */
import { OddsWorkerContext } from '@web/odds/odds-worker-context.js';
import { canUseOddsWorker, createOddsWorker } from '@web/workers/create-odds-worker.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { insideOwlbear, owlbearReady, readPlayer } from './owlbear.js';
import { Popover } from './table.js';
import '@web/styles.css';
import '@web/room/room.css';
import './owlbear.css';

const root = createRoot(document.getElementById('root')!);

if (!insideOwlbear()) {
  root.render(
    <main className="owlbear">
      <h1>Verdict table</h1>
      <p>
        This is an Owlbear Rodeo extension. To use it, add{' '}
        <code>{new URL('manifest.json', globalThis.location.href).href}</code> in Owlbear Rodeo (Extensions,
        then Add Custom Extension), and open it from the room's action bar.
      </p>
    </main>,
  );
} else {
  root.render(
    <p className="loading" role="status">
      Waiting for Owlbear Rodeo…
    </p>,
  );
  await owlbearReady();
  const [player, { registry }] = await Promise.all([
    readPlayer(),
    import('@web/composition/app-registry.js'),
  ]);
  root.render(
    <StrictMode>
      <OddsWorkerContext value={canUseOddsWorker() ? createOddsWorker : undefined}>
        <Popover player={player} registry={registry} />
      </OddsWorkerContext>
    </StrictMode>,
  );
}
