// The documentation is complete in the repository. No Markdown file links outside it: a http(s) address
// may only name a local or reserved example host (127.0.0.1, localhost, example.com, *.example) or a placeholder
// (`http://<host>:<port>`); relative links must point at files that exist, and no link or path names a file beside
// the repository (such as the briefs in ../shared/ it was written from).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './packed.js';

// Owlbear Rodeo's origins are named as values of a setting (the origins that may frame the extension), not as links.
// The SRD 5.2 attribution statement names where the SRD and its license are published: CC-BY-4.0 and issue 39 require
// it word for word (docs/rules/srd52.md, packages/system-srd52/README.md), so those two hosts are part of its text.
const ALLOWED_HOST =
  /^(127\.0\.0\.1|localhost|\[::1\]|(.+\.)?example(\.(com|org|net))?|(www\.)?owlbear\.rodeo|www\.dndbeyond\.com|creativecommons\.org|<[^>]+>)(:\S*)?$/;

/** Every Markdown file git tracks or would track (untracked but not ignored), so new docs are checked too. */
function markdownFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((file) => file !== '' && existsSync(join(root, file)));
}

describe('links in the documentation', () => {
  const files = markdownFiles();

  it('finds the documentation', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/contract.md');
  });

  it('has no http(s) link to a host outside the repository', () => {
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/https?:\/\/([^\s/)\]>"'`,]+(?:>[^\s/)\]"'`]*)?)/g)) {
        const host = match[1]!.replace(/[.,;:]+$/, '');
        if (!ALLOWED_HOST.test(host)) outside.push(`${file}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('names no file outside the repository (a relative link or a path such as ../shared/toolchain.md)', () => {
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      const paths = [
        ...[...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g)].map((match) => match[1]!),
        ...[...text.matchAll(/`((?:\.\.\/)+[^`\s]*)`/g)].map((match) => match[1]!),
        ...[...text.matchAll(/(?:^|[\s(`])(\/work\/[^\s)`]*)/g)].map((match) => match[1]!),
      ];
      for (const path of paths) {
        const target = path.startsWith('/') ? path : join(root, dirname(file), path.split('#')[0]!);
        const inside = target.startsWith(`${root}/`) || target === root;
        if (!inside || !existsSync(target)) outside.push(`${file}: ${path}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('has relative links that point at files that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g)) {
        const target = match[1]!.split('#')[0]!;
        if (target !== '' && !existsSync(join(root, dirname(file), decodeURI(target)))) {
          broken.push(`${file}: ${match[1]}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
