/**
 * @module
 * The players' join link, its QR code and a way to copy it, shown where the table opens and on the GM's room
 * page (so it can be found again). A link to 127.0.0.1 or localhost reaches no other device: said so, with
 * how to fix it (the server's `HOST=0.0.0.0`, which puts its network address in new links, or `PUBLIC_URL`).
 */
import { QrCode } from './qr-code.js';

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$/i;

/** Whether a link points at this machine only (127.x, localhost, ::1). */
export function isLoopbackLink(link: string): boolean {
  try {
    return LOOPBACK.test(new URL(link).hostname);
  } catch {
    return false;
  }
}

/** The join link, its QR code, a Copy button, and the loopback warning when it applies. */
export function InviteLink({ joinUrl }: { joinUrl: string }) {
  return (
    <>
      <p className="invite-link">{joinUrl}</p>
      {isLoopbackLink(joinUrl) ? (
        <p className="problem" role="alert">
          This link points at {new URL(joinUrl).hostname}, which only this computer can reach: phones and
          other computers cannot open it. Restart the server with HOST=0.0.0.0 so that phones on the same
          Wi-Fi can reach it (new tables then share its network address), or with PUBLIC_URL set to the
          address they open (such as PUBLIC_URL=https://dice.example.org behind an HTTPS proxy); then open a
          new table.
        </p>
      ) : null}
      <QrCode text={joinUrl} label="QR code of the join link" />
      <div className="gm-row">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(joinUrl)}>
          Copy the link
        </button>
      </div>
    </>
  );
}
