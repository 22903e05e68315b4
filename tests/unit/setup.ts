// Browser-like environment for unit tests of flows and screens. Runs before each test file; files
// share one DOM per worker (vitest.config.ts), so each starts from an empty page and storage.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens load their data through real flows; on a busy 2-core machine a first render can take
// longer than the library's 1 s default, so waiting queries get 5 s before they fail.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// A file may ask for the node environment instead (`@vitest-environment node`): no page to reset.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
}
