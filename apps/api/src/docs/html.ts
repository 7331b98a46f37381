/** Small helpers to write the `/docs` page as a string: escaping, inline code, curl lines, the style sheet. */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escapes text, then turns `backticks` into `<code>`. */
export function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** The placeholder for the server's origin, replaced per request so curl lines can be pasted as they are. */
export const ORIGIN = '__VERDICT_ORIGIN__';

/**
 * A curl command line, as text (escape it before putting it in HTML).
 *
 * @example
 * curlLine('post', '/v1/roll', { notation: '2d6' });
 * // curl -sS -X POST ORIGIN/v1/roll -H 'content-type: application/json' -d '{"notation":"2d6"}'
 */
export function curlLine(method: 'get' | 'post', path: string, body?: unknown): string {
  if (method === 'get') return `curl -sS ${ORIGIN}${path}`;
  const json = JSON.stringify(body ?? {}).replaceAll("'", "'\\''");
  return `curl -sS -X POST ${ORIGIN}${path} -H 'content-type: application/json' -d '${json}'`;
}

/** A collapsible block of pretty-printed JSON. */
export function jsonBlock(summary: string, value: unknown): string {
  return `<details><summary>${escapeHtml(summary)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
}

/** The page's whole style sheet: inline, so the page needs nothing from the network. */
export const STYLE = `
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #5f6368; --line: #d9d9de;
  --code: #f4f4f6; --get: #0b7a3e; --post: #1f5fbf; --accent: #8a3ffc; }
@media (prefers-color-scheme: dark) { :root { --fg: #ececf1; --bg: #16161a; --muted: #a0a0ab;
  --line: #34343c; --code: #23232a; --get: #4cc38a; --post: #6ea8fe; --accent: #b58cff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 2rem; margin: 0 0 .25rem; } h2 { margin-top: 3rem; border-bottom: 1px solid var(--line); padding-bottom: .3rem; }
h3 { margin: 2rem 0 .5rem; } h4 { margin: 1.25rem 0 .25rem; }
a { color: var(--accent); } .muted { color: var(--muted); }
code, pre { font: 0.88em/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code); border-radius: 4px; }
code { padding: .1em .3em; } pre { padding: .75rem 1rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
.route { border: 1px solid var(--line); border-radius: 8px; padding: .25rem 1rem 1rem; margin: 1.25rem 0; }
.method { display: inline-block; min-width: 3.6rem; text-align: center; font-weight: 700; font-size: .8rem;
  color: #fff; border-radius: 4px; padding: .15rem .4rem; margin-right: .5rem; vertical-align: middle; }
.get { background: var(--get); } .post { background: var(--post); }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
details { margin: .5rem 0; } summary { cursor: pointer; color: var(--muted); }
nav ul { columns: 2; padding-left: 1.2rem; }
`;
