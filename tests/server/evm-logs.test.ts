// Transfer logs as the EVM node answers them: a standard one becomes a deposit; any other shape is
// skipped instead of throwing (which would stall the deposit watcher at that block on every scan).
import { describe, expect, it } from 'vitest';
import { Interface, zeroPadValue } from 'ethers';
import { transferOfLog } from '../../server/chain/evm-chain';

const topic = new Interface(['event Transfer(address indexed from, address indexed to, uint256 value)']).getEvent('Transfer')!.topicHash;
const from = '0x1111111111111111111111111111111111111111';
const to = '0x2222222222222222222222222222222222222222';
const standard = {
  removed: false, transactionHash: `0x${'ab'.repeat(32)}`, index: 3,
  topics: [topic, zeroPadValue(from, 32), zeroPadValue(to, 32)], data: zeroPadValue('0x0f4240', 32),
};

describe('EVM Transfer logs', () => {
  it('reads a standard Transfer log as a deposit', () => {
    expect(transferOfLog(standard)).toEqual({ hash: `${standard.transactionHash}:3`, from, to, asset: 'USDT', amount: 1_000_000n });
  });

  it('skips logs of any other shape without throwing', () => {
    const odd = [
      { ...standard, data: '0x' },
      { ...standard, data: '0x1234' },
      { ...standard, data: `${standard.data}${'00'.repeat(32)}` },
      { ...standard, data: 'not hex' },
      { ...standard, topics: [topic, '0x1234', standard.topics[2]] },
      { ...standard, topics: [topic, standard.topics[1]] },
      { ...standard, removed: true },
    ];
    for (const log of odd) expect(transferOfLog(log), JSON.stringify(log)).toBeNull();
  });
});
