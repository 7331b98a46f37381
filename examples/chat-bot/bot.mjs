// A chat bot's command handler on the Verdict HTTP API: plain fetch, no dependencies, any chat platform.
//   !roll 4d6kh3
//   !verdict d20-roll-under check value=12 modifiers.0.amount=-3
//   !odds d20-roll-under check value=12

/** Sets `a.b.0.c=value` in an object, turning numbers and true/false into JSON values. */
function setField(target, path, raw) {
  const keys = path.split('.');
  let node = target;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
    if (last)
      node[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw === 'true' ? true : raw === 'false' ? false : raw;
    else node = node[key] ??= nextIsIndex ? [] : {};
  });
  return target;
}

async function call(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) {
    // Problems are application/problem+json; `errors` names each field or die.
    const where = (json.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ');
    throw new Error(`${json.title}${where ? ` (${where})` : ''}`);
  }
  return json;
}

/**
 * Answers one chat message, or returns undefined when it is not a command.
 *
 * @example
 * await handleMessage('!roll 2d6', { base: 'http://127.0.0.1:8787' }); // '🎲 2d6 = 7 [3, 4] (seed 1a2b...)'
 */
export async function handleMessage(text, { base }) {
  const [command, ...args] = text.trim().split(/\s+/);
  try {
    if (command === '!roll') {
      const roll = await call(base, '/v1/roll', { notation: args.join(' ') });
      const faces = roll.dice.map((d) => (d.kept ? `${d.face}` : `~~${d.face}~~`)).join(', ');
      return `🎲 ${roll.notation} = ${roll.total} [${faces}] (seed ${roll.seed})`;
    }
    if (command === '!verdict' || command === '!odds') {
      const [system, test, ...pairs] = args;
      const input = {};
      for (const pair of pairs) {
        const at = pair.indexOf('=');
        setField(input, pair.slice(0, at), pair.slice(at + 1));
      }
      const route = `/v1/systems/${encodeURIComponent(system)}/tests/${encodeURIComponent(test)}`;
      if (command === '!odds') {
        const odds = await call(base, `${route}/odds`, { input });
        return odds.outcomes.map((o) => `${o.label}: ${(o.probability * 100).toFixed(1)}%`).join('\n');
      }
      const result = await call(base, `${route}/resolve`, { input });
      const dice = result.dice.map((d) => `d${d.sides}:${d.face}`).join(' ');
      return `**${result.outcome.label}** (${dice}) — ${result.steps.at(-1)?.text ?? ''} (seed ${result.seed})`;
    }
    return undefined;
  } catch (error) {
    return `⚠️ ${error.message}`;
  }
}
