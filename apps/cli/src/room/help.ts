/** Help of `verdict room` and `verdict verify`, with examples (merged into the CLI's help table). */
export const ROOM_HELP: Readonly<Record<string, string>> = {
  room: `verdict room <command> [...] [--server URL] [--room ID] [--json]

Play at a shared table on a Verdict API server: every roll lands in one live, hash-chained log that
anyone can verify afterwards (verdict verify). The server comes from --server or VERDICT_SERVER; your
token is kept per room in $XDG_CONFIG_HOME/verdict/rooms.json (mode 0600). Commands act on --room ID,
else on the room you used last.

Commands:
  create <name> [--name YOU]            open a room as its GM; prints the invite and the join link
  join <joinUrl> --name NAME            join as a player (or take your kept seat back), then, in a
                                        terminal, the room screen: live log, roll prompt with odds,
                                        requests (1-9 answers), GM tools (s secret roll, R request,
                                        v reveal, e end epoch, c close)
  join <invite> --room ID --server URL  the same with a bare invite. Run again, join takes back the
                                        seat you hold in that room ("You already hold the seat Grog in
                                        this room"), never a second member; a lost answer is retried
                                        with the same Idempotency-Key, so the server makes one member
  roll <system> <test> [field=value ...] [--visibility public|outcome|gm|blind]
       [--client-seed S | --dice 15,7]  roll into the log (a fresh random client seed unless given)
  roll --request SEQ                    answer a request (its test and input are the request's)
  log [--json]                          the log you may see (--json: the API's { entries })
  export                                the protocol's JSON export (for verdict verify)
  list                                  the rooms you hold a seat at
  request <system> <test> [field=value ...] [--to all|ID,ID] [--hidden] [--note TEXT]   (GM)
  reveal <seq> | epoch | close                                                        (GM)

The examples run in order: create a room, roll in it as its GM, check its log (players join with the link
that create prints).

Examples:
  export VERDICT_SERVER=http://127.0.0.1:8787
  verdict room create 'Friday table' --name Ada
  verdict room roll d20-roll-under check value=12 --visibility outcome
  verdict room request d20-roll-under check value=9 --hidden --note 'the lock'
  verdict room log
  verdict room export > room.json && verdict verify room.json

Exit codes: 0 done, 2 bad usage or the server refused (its message is printed), 1 a bug.`,
  verify: `verdict verify <export.json | -> [--json]

Verifies a room's exported log offline: the hash chain, revealed server seeds against their
commitments, nonces, reveals against their seals, every generated die against the seeds, and every
roll against the rules (with the built-in systems and any --system-package). Prints "Intact", or each
failure with its entry's seq and the check that failed; what cannot be checked yet (a sealed entry not
revealed, an epoch still running) is listed apart and does not fail. --json prints verifyLog's result.

Examples:
  verdict room export > room.json && verdict verify room.json
  verdict room export | verdict verify -

Exit codes: 0 intact, 1 any check failed, 2 unreadable file or bad usage.`,
};
