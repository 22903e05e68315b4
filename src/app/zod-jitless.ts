// Zod without its compiled fast path: that path and the probe for it call `new Function`, which our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks and reports as a violation.
// Imported first by main.tsx, before any module builds a schema (an object schema decides at
// creation). The config comes from zod's core, so the entry does not carry the schema library.
import { config } from 'zod/v4/core';

config({ jitless: true });
