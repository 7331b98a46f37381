// The files a screen offers of a room (issue 36, h8-roomsize: moved from the web's transcript panel, which named and
// wrote them itself): Markdown and CSV named after the table, written only when asked, and the verifiable export
// named after the room, its JSON indented and otherwise as the API gave it.
import { describe, expect, it } from 'vitest';
import type { LogLine } from '../client/room-view-lines.js';
import { exportFile, transcriptCsv, transcriptFiles, transcriptMarkdown } from './transcripts.js';

const lines: LogLine[] = [];

describe("a room's files", () => {
  it('offers Markdown and CSV named after the table, with the transcripts’ texts', () => {
    const files = transcriptFiles('Friday table', lines);
    expect(files.map(({ label, file, type }) => [label, file, type])).toEqual([
      ['Markdown', 'Friday table.md', 'text/markdown'],
      ['CSV', 'Friday table.csv', 'text/csv'],
    ]);
    expect(files[0]!.text()).toBe(transcriptMarkdown('Friday table', lines));
    expect(files[1]!.text()).toBe(transcriptCsv(lines));
  });

  it('names the export after the room and indents its JSON, keeping every value', () => {
    const exported = '{"version":2,"room":{"id":"r1","name":"Friday"},"entries":[{"seq":1}]}';
    const file = exportFile('r1', exported);
    expect(file.file).toBe('verdict-room-r1.json');
    expect(file.type).toBe('application/json');
    expect(file.text).toBe(`${JSON.stringify(JSON.parse(exported), null, 2)}\n`);
    expect(JSON.parse(file.text)).toEqual(JSON.parse(exported));
    expect(file.text).toContain('\n  "room": {');
  });
});
