import { describe, expect, it } from 'vitest';
import { lineText, wrapSpans, wrapText } from './wrap.js';

describe('wrapSpans', () => {
  it('breaks at spaces, indents continuation lines, and never passes the width', () => {
    const lines = wrapText('Round 1: Jokkler rolls 8 against Skill 12: Success', 20, 2).map(lineText);
    expect(lines).toEqual(['Round 1: Jokkler', '  rolls 8 against', '  Skill 12: Success']);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
  });

  it('splits a word longer than a line, and keeps the styles of each span', () => {
    const lines = wrapSpans([{ text: 'Seed ' }, { text: 'a'.repeat(25), style: { dimColor: true } }], 10);
    expect(lines.map(lineText)).toEqual(['Seed aaaaa', 'aaaaaaaaaa', 'aaaaaaaaaa']);
    expect(lines[1]).toEqual([{ text: 'aaaaaaaaaa', style: { dimColor: true } }]);
  });

  it('keeps a short text on one line as it is', () => {
    expect(wrapText('  Failure', 80).map(lineText)).toEqual(['  Failure']);
  });
});
