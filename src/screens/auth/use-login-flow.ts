// Runs the login flow for the login screen: the call goes through the wire, the token goes to the
// session, and the flow hears when the session has the user before it leaves the page.
import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePlatform } from '../../app/platform-context';
import { returnPathAfterLogin } from '../../app/guards';
import { loginFlow, safeRedirect } from '../../machines/login.flow';
import { sessionEvents } from '../../machines/session.events';
import { selectSessionPhase } from '../../machines/session.selectors';
import { loginServices } from '../../services/auth';

export function useLoginFlow() {
  const { client, session } = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');

  const flow = useActorRef(
    loginFlow.provide({
      actors: loginServices(client),
      actions: {
        startSession: (_, { token }) => sessionEvents(session).loggedIn(token),
        leaveTo: (_, { path }) => navigate(path, { replace: true }),
      },
    }),
    // Where the user wanted to go: the `redirect` query, else the page the guard sent them from.
    { input: { redirect: redirect ? safeRedirect(redirect) : returnPathAfterLogin(location.state), account: search.get('account') ?? '' } },
  );

  useEffect(() => {
    const subscription = session.subscribe((snapshot) => {
      const phase = selectSessionPhase(snapshot);
      if (phase === 'member') flow.send({ type: 'SESSION_STARTED' });
      else if (phase === 'visitor') flow.send({ type: 'SESSION_REFUSED' });
    });
    return () => subscription.unsubscribe();
  }, [session, flow]);

  return flow;
}
