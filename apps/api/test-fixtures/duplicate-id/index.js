// A valid system whose id is already taken by a bundled one.
import { coin } from '../system-coin/index.js';

export const clash = { ...coin, id: 'd20-roll-under', name: 'Clash' };
