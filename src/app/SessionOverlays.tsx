// The session's own dialogs: code 2000 (state `invalid`) and code 1000 (state `ending`), and the
// notice while the server cannot be reached (state `reconnecting`). Their
// code loads only when one is needed, keeping dialogs out of the first page load; the toaster
// likewise loads with the first notice.
import { lazy, Suspense } from 'react';
import { useSessionSelector } from './platform-context';
import { useToasterWanted } from './notices';
import { selectIsReconnecting, selectIsSessionEnding, selectIsSessionInvalid } from '../machines/session.selectors';

const SessionInvalidDialog = lazy(() => import('./SessionInvalidDialog'));
const SessionEndingNotice = lazy(() => import('./SessionEndingNotice'));
const NoticeToaster = lazy(() => import('./NoticeToaster'));
const ServerUnreachableNotice = lazy(() => import('./ServerUnreachableNotice'));

export function SessionOverlays() {
  const invalid = useSessionSelector(selectIsSessionInvalid);
  const ending = useSessionSelector(selectIsSessionEnding);
  const reconnecting = useSessionSelector(selectIsReconnecting);
  const toasterWanted = useToasterWanted();
  return (
    <Suspense fallback={null}>
      {invalid && <SessionInvalidDialog />}
      {ending && <SessionEndingNotice />}
      {reconnecting && <ServerUnreachableNotice />}
      {toasterWanted && <NoticeToaster />}
    </Suspense>
  );
}
