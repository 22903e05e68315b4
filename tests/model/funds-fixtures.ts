// What the funds calls answer in the model tests.
import type { DepositRecord } from '../../src/screens/funds/funds-types';

export const spotAnswer = {
  total_usdt: '1340.5',
  assets: [{ currency: 'USDT', available: '1000.5', frozen: '250', usdt_value: '1250.5', usdt_price: '1', price_source: null }, { currency: 'BTC', available: '0.003', frozen: '0', usdt_value: '90', usdt_price: '30000', price_source: 'reference' }],
  contract: [{ currency: 'USDT', balance: '40' }],
};

export const ledgerAnswer = {
  filename: 'ledger-2026-01-01.csv',
  rows: 3,
  csv: 'time,entry_id,reason,ref_type,ref_id,currency,account,amount,balance_after\r\n'
    + '2026-01-01T00:00:00.000Z,e1,deposit,deposit,d1,USDT,spot,1000,1000\r\n'
    + '2026-01-01T00:01:00.000Z,e2,transfer,transfer,t1,USDT,spot,-40,960\r\n'
    + '2026-01-01T00:01:00.000Z,e2,transfer,transfer,t1,USDT,contract,40,40\r\n',
};

export const qrcodeAnswer = { currency: 'USDT', chain: 'LOCAL', address: 'loc1qexampleaddress0001', confirmations_required: 3, min_deposit: '1' };

export const policyAnswer = {
  currency: 'USDT', scale: 6, chains: ['LOCAL'], bank_enabled: false, fee: '1', min: '100', max: '200000',
  window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong', open_now: true }, per_day: 2, left_today: 2,
  turnover: { ratio: '0.9', deposits: '1000', required: '900', volume: '120', met: false },
  kyc: { required: 'none', met: true }, lock_until: null, auto_approve_below: '0', review_hours: 24, available: '1000.5', trade_only_held: '0', tpwd_set: false, can_withdraw: false,
};

export function depositRecord(changes: Partial<DepositRecord> = {}): DepositRecord {
  return {
    id: 'dep-1', kind: 'chain', currency: 'USDT', chain: 'LOCAL', amount: '1000', tx_hash: '0xfeed', state: 'confirming', status: 1,
    confirmations: 1, confirmations_required: 3, created_at: Date.UTC(2026, 0, 1),
    timeline: [{ state: 'detected', at: Date.UTC(2026, 0, 1), reason: null }, { state: 'confirming', at: Date.UTC(2026, 0, 1, 0, 0, 2), reason: null }],
    ...changes,
  };
}

export const credited = () => depositRecord({
  state: 'credited', status: 2, confirmations: 3,
  timeline: [...depositRecord().timeline, { state: 'credited', at: Date.UTC(2026, 0, 1, 0, 0, 6), reason: null }],
});
