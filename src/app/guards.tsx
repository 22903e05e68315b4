// Route guards (spec §2, §8): a visitor on a private route goes to /login, which remembers where
// they wanted to go; once logged in, /login and /register send them back there. Login screens
// only tell the session they logged in; the guard does the navigation.
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { PageLoading } from '../components/feedback/PageLoading';
import { useSessionSelector } from './platform-context';
import { selectSessionPhase } from '../machines/session.selectors';

/** What /login keeps in the router's location state. */
export interface LoginRedirectState {
  from: string;
}

const guestPaths = ['/login', '/register'];

/** Where to go after login: the remembered path on this site, else home. */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  // Only a path of this site: "//host", "/\host" or a full URL would be an open redirect.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const pathname = from.split(/[?#]/)[0].toLowerCase();
  return guestPaths.includes(pathname) ? '/' : from;
}

const pathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/** Private routes: members only. */
export function RequireSession() {
  const phase = useSessionSelector(selectSessionPhase);
  const location = useLocation();
  if (phase === 'pending') return <PageLoading />;
  if (phase === 'visitor') {
    const state: LoginRedirectState = { from: pathOf(location) };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** /login and /register: a member is sent on to where they wanted to go (`?redirect=` or the
 *  path the guard remembered), the same place the login flow leaves to. */
export function GuestOnly() {
  const phase = useSessionSelector(selectSessionPhase);
  const location = useLocation();
  // While the session is being checked the screen stays, so a login form keeps its state.
  if (phase === 'member') {
    const redirect = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={returnPathAfterLogin(redirect ? { from: redirect } : location.state)} replace />;
  }
  return <Outlet />;
}
