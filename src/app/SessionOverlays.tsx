// The session's own dialogs: code 2000 (state `invalid`) and code 1000 (state `ending`), the
// notice while the server cannot be reached (state `reconnecting`), and the prompt for a
// two-factor code that an action needs. Their
// code loads only when one is needed, keeping dialogs out of the first page load; the toaster
// likewise loads with the first notice.
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { usePlatform, useSessionSelector } from './platform-context';
import { selectPromptOpen } from '../machines/second-factor-prompt.flow';
import { useToasterWanted } from './notices';
import { selectIsReconnecting, selectIsSessionEnding, selectIsSessionInvalid } from '../machines/session.selectors';

const SessionInvalidDialog = lazy(() => import('./SessionInvalidDialog'));
const SessionEndingNotice = lazy(() => import('./SessionEndingNotice'));
const NoticeToaster = lazy(() => import('./NoticeToaster'));
const ServerUnreachableNotice = lazy(() => import('./ServerUnreachableNotice'));
const SecondFactorDialog = lazy(() => import('./SecondFactorDialog'));

export function SessionOverlays() {
  const invalid = useSessionSelector(selectIsSessionInvalid);
  const ending = useSessionSelector(selectIsSessionEnding);
  const reconnecting = useSessionSelector(selectIsReconnecting);
  const toasterWanted = useToasterWanted();
  const prompt = usePlatform().secondFactor;
  const asking = useSelector(prompt, (s) => (s ? selectPromptOpen(s) : false));
  return (
    <Suspense fallback={null}>
      {invalid && <SessionInvalidDialog />}
      {ending && <SessionEndingNotice />}
      {reconnecting && <ServerUnreachableNotice />}
      {toasterWanted && <NoticeToaster />}
      {prompt && asking && <SecondFactorDialog prompt={prompt} />}
    </Suspense>
  );
}
