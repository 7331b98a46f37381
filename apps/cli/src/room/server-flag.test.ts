import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { normaliseServer } from './http.js';

describe("a server's address on the command line", () => {
  it("is the room's reading of it, and a mistake is a usage error (exit 2)", () => {
    expect(normaliseServer('127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
    expect(() => normaliseServer('ftp://host')).toThrow(UsageError);
    expect(() => normaliseServer('ftp://host')).toThrow(/http:\/\/ or https:\/\//);
  });
});
