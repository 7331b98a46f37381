import { render } from '@testing-library/react';
import { App } from '../app/app.js';
import { createAppRegistry } from '../composition/registry.js';

/** The registry every component test uses: the real systems, as the app bundles them. */
export const registry = createAppRegistry();

/** Renders the whole app with the real systems and tools. */
export function renderApp() {
  return render(<App registry={registry} />);
}
