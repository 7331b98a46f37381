/**
 * @module
 * The players' join link, its QR code and a way to copy it, shown where the table opens and on the GM's room
 * page (so it can be found again). A link to 127.0.0.1 or localhost reaches no other device: said so, with
 * how to fix it, in `@verdict/room`'s words (`loopbackLinkWarning`).
 */
import { loopbackLinkWarning } from '@verdict/room';
import { Problem } from './problem.js';
import { QrCode } from './qr-code.js';

/** The join link, its QR code, a Copy button, and the loopback warning when it applies. */
export function InviteLink({ joinUrl }: { joinUrl: string }) {
  const warning = loopbackLinkWarning(joinUrl);
  return (
    <>
      <p className="invite-link">{joinUrl}</p>
      <Problem text={warning} />
      <QrCode text={joinUrl} label="QR code of the join link" />
      <div className="gm-row">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(joinUrl)}>
          Copy the link
        </button>
      </div>
    </>
  );
}
