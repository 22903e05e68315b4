// /ops: the operator console, a separate chunk of the same app with its own session. Signed out,
// it shows the operator login; signed in, the shell with the sections' routes.
import { Navigate, useRoutes } from 'react-router-dom';
import { selectOperator } from '../../machines/ops-session.flow';
import OpsLoginScreen from './OpsLoginScreen';
import { OpsSessionProvider, useOpsSession, type OpsSessionProviderProps } from './ops-session';
import { OpsShell } from './OpsShell';
import { opsSections, sectionsFor } from './ops-sections';

function OpsRoutes({ role }: { role: string }) {
  // The first section the role may open (support staff and editors have only theirs).
  const first = sectionsFor(role)[0] ?? opsSections[0];
  return useRoutes([
    { index: true, element: <Navigate to={first.path} replace /> },
    ...sectionsFor(role).flatMap((section) => section.routes),
    { path: '*', element: <Navigate to={`/ops/${first.path}`} replace /> },
  ]);
}

function OpsGate() {
  const operator = useOpsSession(selectOperator);
  if (!operator) return <OpsLoginScreen />;
  return (
    <OpsShell>
      <OpsRoutes role={operator.role} />
    </OpsShell>
  );
}

export default function OpsConsole(props: Omit<OpsSessionProviderProps, 'children'>) {
  return (
    <OpsSessionProvider {...props}>
      <OpsGate />
    </OpsSessionProvider>
  );
}
