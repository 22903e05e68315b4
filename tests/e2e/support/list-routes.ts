// Prints every route of the web app as JSON, read from the router itself (src/app/routes.tsx and
// the console's sections), so a browser test that walks them checks a new route without being told.
// Run with tsx (the router's modules import JSON, which the test runner's loader refuses):
//   node --import tsx tests/e2e/support/list-routes.ts
import type { RouteObject } from 'react-router-dom';
import { GuestOnly, RequireSession } from '../../../src/app/guards';
import { routes } from '../../../src/app/routes';
import { opsSections } from '../../../src/screens/ops/ops-sections';

/** Who can open a route: anyone, visitors only (login, register), members, or operators. */
export type RouteAccess = 'public' | 'guest' | 'member' | 'operator';

export interface AppRoute { path: string; access: RouteAccess }

function walk(list: RouteObject[], access: RouteAccess, out: AppRoute[]) {
  for (const route of list) {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    const inner: RouteAccess = type === RequireSession ? 'member' : type === GuestOnly ? 'guest' : access;
    if (route.path === '/ops/*') {
      for (const section of opsSections) for (const r of section.routes) out.push({ path: `/ops/${r.path}`, access: 'operator' });
    } else if (route.path) {
      out.push({ path: route.path, access: inner });
    }
    if (route.children) walk(route.children, inner, out);
  }
}

const out: AppRoute[] = [];
walk(routes, 'public', out);
process.stdout.write(JSON.stringify(out));
