import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait on a condition; their cap is wide (Testing Library's default is 1 s), as a shared CI
// machine may be several times slower at times.
configure({ asyncUtilTimeout: 60_000 });

// Each test starts from an empty browser: no history, no characters, no hash, nothing kept by the tab, no spy
// left on a global (the files share their worker's jsdom, see vitest.config.ts).
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
