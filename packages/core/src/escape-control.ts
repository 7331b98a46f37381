// C0 and C1 control characters and DEL: the characters a terminal or a log line acts on instead of showing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * Text with every control character shown as an escape (`\u001b`, `\n` as `\u000a`), so user text (a name, a label, a
 * misspelt key) printed to a terminal or a log can neither move the cursor, recolour the screen nor forge a line.
 * Everything else (any script, emoji) is left as it is.
 *
 * @example
 * escapeControl('Olaf\u001b[2J'); // 'Olaf\\u001b[2J'
 */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
