/**
 * @module
 * "Verify here": the table's export checked in a tabletop screen by `@verdict/room`'s verifier (the same one as
 * `verdict verify` and the web verify page), against the head this screen saw live, with no download (a
 * frame without `allow-downloads` still verifies). The verdict's first sentence is shown, the rest below.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json';
import { type RoomClient, verifyExport } from '@verdict/room';
import { useState } from 'react';

/** The button and the verdict it gives. */
export function VerifyHere({ client, registry }: { client: RoomClient; registry: Registry }) {
  const [lines, setLines] = useState<readonly string[]>();
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    try {
      const head = client.getSnapshot().head;
      // The same check and words as the web's verify page, against the head this screen saw live.
      const checked = verifyExport(await client.export(), registry, {
        engineVersion: corePackage.version,
        kept: { last: () => head, hashAt: () => undefined },
      });
      if (checked.ok) {
        const { headline, lines, failures, unverifiable } = checked.report;
        setLines([headline, ...lines, ...failures, ...unverifiable]);
      } else setLines([checked.problem]);
    } catch (error) {
      setLines([`The export could not be read: ${(error as Error).message}`]);
    } finally {
      setBusy(false);
    }
  };
  const [headline, ...more] = lines ?? [];
  return (
    <>
      <button type="button" onClick={() => void verify()} disabled={busy}>
        Verify here
      </button>
      {headline ? (
        <div className="tabletop-verdict">
          <p role="status">{headline}</p>
          {more.length > 0 ? (
            <ul className="field-help">
              {more.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
