// Said on every contract screen (trading, positions, history) when the deployment replays recorded
// prices instead of live ones, so nobody takes a practice position for a real one.
import { FormattedMessage } from 'react-intl';
import { Notice, type NoticeProps } from '../../components/feedback/Notice';

export function ReplayedNotice({ replayed, size }: { replayed: boolean; size?: NoticeProps['size'] }) {
  if (!replayed) return null;
  return (
    <Notice status="info" role="note" size={size}>
      <FormattedMessage id="contract.replayed" defaultMessage="Replayed prices: this deployment replays recorded prices, not live ones. Positions here are for practice." />
    </Notice>
  );
}
