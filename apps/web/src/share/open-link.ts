import { findTest, type Registry, type SystemManifest, validateInput } from '@verdict/core';
import type { SharedLink } from './share-link.js';
import type { LinkState } from './use-share-link.js';

/**
 * What the page opens for an address: the test and input to show (`input` undefined: the test's first example),
 * the play to replay, and what was wrong with the address, said plainly, when it could not be opened as it is.
 */
export interface OpenedLink {
  readonly target?: { readonly system: string; readonly test: string; readonly input?: unknown };
  readonly link?: SharedLink;
  readonly problem?: string;
}

/**
 * Checks an address (a share link, or the input the page keeps in its address) against the app's systems and the
 * test's own input schema. A test this app does not have falls back to the first test; an input that cannot be
 * read or does not fit the test falls back to the test's first example. Never throws.
 *
 * @example
 * openLink(registry, systems, parseShareHash('#system=d20-roll-under&test=check&input=e30'));
 * // { target: { system: 'd20-roll-under', test: 'check' }, problem: "This address's input does not fit Check: …" }
 */
export function openLink(
  registry: Registry,
  systems: readonly SystemManifest[],
  link: LinkState,
): OpenedLink {
  if (!link) return {};
  const where = findTest(systems, link.system, link.test);
  if (!where) {
    return {
      problem: `This link is for ${link.system}/${link.test}, which this app does not have: showing the first test instead.`,
    };
  }
  const target = { system: where.system.id, test: where.test.id };
  if ('error' in link)
    return { target, problem: `${link.error} Showing ${exampleOf(where.test.title)} instead.` };
  if (link.input === undefined) return { target, link };
  const checked = validateInput(registry.test(target.system, target.test), link.input);
  if (!checked.ok) {
    const issue = checked.issues[0];
    const field = issue?.path.join('.') || 'input';
    return {
      target,
      problem: `This link's input does not fit ${where.test.title} (${field}: ${issue?.message ?? 'not valid'}). Showing ${exampleOf(where.test.title)} instead.`,
    };
  }
  return { target: { ...target, input: link.input }, link };
}

function exampleOf(title: string): string {
  return `the example of ${title}`;
}
