import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty browser: no history, no characters, no hash.
afterEach(() => {
  cleanup();
  localStorage.clear();
  history.replaceState(null, '', '/');
});
