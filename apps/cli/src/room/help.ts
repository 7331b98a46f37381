/** Help of `verdict room` and `verdict verify`, with examples (merged into the CLI's help table). */
export const ROOM_HELP: Readonly<Record<string, string>> = {
  room: `verdict room <command> [...] [--server URL] [--room ID] [--json]

Play at a shared table on a Verdict API server: every roll lands in one live, hash-chained log that
anyone can verify afterwards (verdict verify). A new room's server comes from --server or
VERDICT_SERVER; a kept seat is reached at the server it was taken at, or at --server when given. Your
token is kept per room in $XDG_CONFIG_HOME/verdict/rooms.json (mode 0600). Commands act on --room ID,
else on the room you used last.

Commands:
  create <name> [--name YOU]            open a room as its GM; prints the invite and the join link
  join <joinUrl> --name NAME            join as a player (or take your kept seat back), then, in a
                                        terminal, the room screen: live log, roll prompt with odds,
                                        requests (1-9 answers; a request in parts asks your part: a
                                        saved character or field=value), tests of rounds (N starts one,
                                        or #SEQ answers a request so; n next round, f your faces), GM
                                        tools (s secret roll, R request, v reveal, e end epoch, c close,
                                        C choose for a round)
  join <invite> --room ID --server URL  the same with a bare invite. Run again, join takes back the
                                        seat you hold in that room ("You already hold the seat Grog in
                                        this room"), never a second member; a lost answer is retried
                                        with the same Idempotency-Key, so the server makes one member
  roll <system> <test> [field=value ...] [--visibility public|result-only|secret|blind]
       [--client-seed S | --dice 15,7]  roll into the log (a fresh random client seed unless given)
  roll --request SEQ                    answer a request (its test and input are the request's)
  answer SEQ|NOTE [field=value ...] [--character NAME] [--input JSON] [--client-seed S | --dice 15,7]
                                        answer a request (its number, or the GM's note); for a
                                        request in parts (--parts), give your part: a character saved
                                        for its test (the fields the GM fixes are left out of it), then
                                        --input and field=value over it
  log [--json]                          the log you may see (--json: the API's { entries })
  export                                the protocol's JSON export (for verdict verify)
  list                                  the rooms you hold a seat at
  request <system> <test> [field=value ...] [--to all|NAME,NAME] [--hidden] [--parts] [--note TEXT]
                                        (GM) ask members (by name) to roll; with --parts the fields
                                        you give are your part (a difficulty, your modifiers), fixed, and each player
                                        answers with the rest (skill, attribute, name: room answer)
  reveal <seq> | epoch                  (GM) reveal a sealed entry; end the epoch (says how many
                                        unrevealed blind rolls become computable to their rollers)
  close [--reveal-all]                  (GM) close the room; --reveal-all reveals every sealed entry
                                        first, so that its export verifies completely (exit 0)

Every call to the server waits at most --timeout SECONDS (30 by default); in a terminal a spinner
shows the wait after 1 s. A server that takes the connection and never answers ends the command with
exit 6, naming the server and the wait.

Each command that reads the log keeps the last seq and hash it saw (the head) with your seat:
verdict verify checks an export of this room against it, so a log cut at its end is caught.

The examples run in order: create a room, roll in it as its GM, check its log, close it revealing
everything and verify its export (players join with the link that create prints).

Examples:
  export VERDICT_SERVER=http://127.0.0.1:8787
  verdict room create 'Friday table' --name Ada
  verdict room roll d20-roll-under check value=12 --visibility result-only
  verdict room roll 4d6kh3 name=Strength
  verdict room request d20-roll-under check value=9 --hidden --note 'the lock'
  verdict room request 2d6-pool check difficulty=10 --parts --hidden --note 'the cliff'
  verdict room log
  verdict room close --reveal-all
  verdict room export > room.json && verdict verify room.json

Exit codes: 0 done, 2 bad usage, 5 the server refused (its message is printed), 6 no server answered
(or not within --timeout), 1 a bug.`,
  verify: `verdict verify <export.json | -> [--head SEQ:HASH | --head HASH] [--json]

Verifies a room's exported log offline: the hash chain, revealed server seeds against their
commitments, nonces, reveals against their seals, every generated die against the seeds, and every
roll against the rules (with the built-in systems and any --system-package). The first line says what
was proven:
  Verified: closed log, all 40 entries checked
  Incomplete: chain intact to seq 33 (hash …); 7 entries not verifiable yet (sealed, epoch not
    revealed): #12, #15, …; log still open
  Failed: entry #17: outcome differs at outcome.margin: rules -2, log 3 (from faces [14])
then each failure (entry, check, the field and both values), each entry not verifiable yet and why.

  --head SEQ:HASH   the head (last seq and hash) a client saw live: the log must hold it, so a log
                    cut at its end fails instead of reading as still open. Without --head, the head
                    your seat at the export's room kept (rooms.json) is used, and the output says so.
  --json            verifyLog's result ({ status, failures, unverifiable, notes, ... })

A system version the verifier lacks fails (naming the system and both versions), unless every roll
still reproduces with the version at hand (then a note says so).

Examples:
  verdict room export > room.json && verdict verify room.json
  verdict room export | verdict verify -

Exit codes: 0 the log is closed and every entry verified; 3 nothing failed, but the log is still open
or some entries are not verifiable yet (listed, with why); 4 a check failed (or the log does not reach
the --head); 2 bad usage, an unreadable file, or input that is not an export (empty, not JSON, no
"format": "verdict-room-log"), so a failed export piped in never reads as a failed check.`,
};
