// Runs the positions list and the position actions flows over the wire and the page's stream,
// and ties them together: what an action changed goes straight into the list, and the tab
// follows the address (`?tab=`), so a tab can be linked to and the back button moves between tabs.
import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { ContractPositionTab } from '../../../api/lifecycles/contract-position.lifecycle';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { contractPositionActionsFlow, type PositionActionsActor } from '../../machines/contract-position-actions.flow';
import { contractPositionsFlow, isPositionTab, type ContractPositionsActor } from '../../machines/contract-positions.flow';
import { contractPositionActionServices, contractPositionsServices } from '../../services/contract-positions';

/** Both flows with their services bound to a client and a stream (the screen's, or a test's). */
export function contractPositionFlows(...wire: Parameters<typeof contractPositionsServices>) {
  return {
    list: contractPositionsFlow.provide({ actors: contractPositionsServices(...wire) }),
    actions: contractPositionActionsFlow.provide({ actors: contractPositionActionServices(wire[0]) }),
  };
}

/** The tab the address names; trading when it names none or an unknown one. */
export function useAddressTab(): [ContractPositionTab, (tab: ContractPositionTab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  return [isPositionTab(named) ? named : 'trading', (tab) => setParams({ tab })];
}

/**
 * Keeps the list on the address's tab and places what each action changed. A confirm or form
 * whose position left the list (another tab chosen, liquidated or filled meanwhile) is put away,
 * so no question stays open about a position the user can no longer see.
 */
export function usePositionsLinked(list: ContractPositionsActor, actions: PositionActionsActor, tab: ContractPositionTab) {
  useEffect(() => { list.send({ type: 'TAB', tab }); }, [list, tab]);
  useEffect(() => {
    const settled = actions.on('settled', (e) => list.send({ type: 'SETTLED', positions: e.positions }));
    const gone = list.subscribe((s) => {
      const chosen = actions.getSnapshot().context.position;
      if (chosen && !s.context.positions.some((p) => p.id === chosen.id)) actions.send({ type: 'KEEP' });
    });
    return () => { settled.unsubscribe(); gone.unsubscribe(); };
  }, [list, actions]);
}

export function useContractPositions(tab: ContractPositionTab) {
  const { client } = usePlatform();
  const stream = usePageStream();
  const flows = contractPositionFlows(client, stream);
  const list = useActorRef(flows.list, { input: { tab } });
  const actions = useActorRef(flows.actions);
  return { list, actions };
}
