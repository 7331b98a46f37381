/**
 * @module
 * The GM's choices for one round as they go to the engine: written once, in `@verdict/core`'s play (its controller
 * plays each round with them), and offered here for a form that edits them.
 */
export { roundChoices } from '@verdict/core';
