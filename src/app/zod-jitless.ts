// Zod without its compiled fast path: that path and the probe for it call `new Function`, which our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks and reports as a violation.
// Imported first by main.tsx, before any module builds a schema (an object schema decides at
// creation). Zod keeps its configuration on the global object and takes one that is already
// there, so setting it here keeps zod itself out of the entry (its core would add about 3.5 kB
// gzip to every page's first load); the end-to-end delivery test fails if the probe ever fires.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
