// A disclosed withdrawal policy, a saved address and a withdrawal record, as the server answers them.
import type { WithdrawPolicy } from '../../../src/machines/withdraw-policy';
import type { WithdrawAddress, WithdrawalRecord } from '../../../src/machines/withdrawal.flow';

export function policy(changes: Partial<WithdrawPolicy> = {}): WithdrawPolicy {
  return {
    currency: 'USDT',
    scale: 6,
    chains: ['ERC20'],
    bank_enabled: true,
    fee: '1',
    min: '100',
    max: '200000',
    window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong', open_now: true },
    per_day: 2,
    left_today: 2,
    turnover: { ratio: '0.9', deposits: '1000', required: '900', volume: '950', met: true },
    kyc: { required: 'none', met: true },
    lock_until: null,
    auto_approve_below: '0',
    review_hours: 24,
    available: '1000',
    trade_only_held: '0',
    tpwd_set: true,
    can_withdraw: true,
    ...changes,
  };
}

export const savedAddress: WithdrawAddress = {
  id: 'a1', currency: 'USDT', chain: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7', remarks: 'cold wallet', memo: '', created_at: 1, state: 'active', usable_at: 1,
};

export function record(changes: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    id: 'w1', kind: 'chain', currency: 'USDT', chain: 'ERC20', address: savedAddress.address, memo: '',
    amount: '150', fee: '1', received: '149', state: 'underReview', status: 1, reason: null, tx_hash: null,
    can_cancel: true, created_at: 1_700_000_000_000,
    timeline: [{ state: 'underReview', at: 1_700_000_000_000, reason: null }],
    ...changes,
  };
}
