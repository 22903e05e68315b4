// A new-coin project's phase and its "sold out" mark: shown in the zone, on the subscribe page and
// in the console's project list (kept apart so the console's chunk takes nothing else of the area).
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ProjectPhase } from '../../machines/launchpad-math';

export function PhaseBadge({ phase }: { phase: ProjectPhase }) {
  switch (phase) {
    case 'upcoming': return <Badge colorPalette="blue"><FormattedMessage id="launchpad.phase.upcoming" defaultMessage="Upcoming" /></Badge>;
    case 'open': return <Badge colorPalette="green"><FormattedMessage id="launchpad.phase.open" defaultMessage="Open for subscription" /></Badge>;
    case 'allocated': return <Badge colorPalette="orange"><FormattedMessage id="launchpad.phase.allocated" defaultMessage="Allocated" /></Badge>;
    default: return <Badge><FormattedMessage id="launchpad.phase.listed" defaultMessage="Listed" /></Badge>;
  }
}

export const SoldOutBadge = () => <Badge colorPalette="red" data-testid="sold-out"><FormattedMessage id="launchpad.soldOut" defaultMessage="Sold out" /></Badge>;

