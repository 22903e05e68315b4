// Browser-like environment for unit tests of flows and screens.
import { configure } from '@testing-library/react';

// Screens load their data through real flows; on a busy 2-core machine a first render can take
// longer than the library's 1 s default, so waiting queries get 5 s before they fail.
configure({ asyncUtilTimeout: 5000 });
