import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty browser: no history, no characters, no hash, nothing kept by the tab.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
