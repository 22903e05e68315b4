// The terms a deployment offers today, read from the settings once per call: the switch for the
// whole product (features.delivery), the instruments switched off, the table of durations (profit
// rate of a right call, least and most stake), the open-stake cap per instrument and direction,
// and the void window. Amounts are USDT minor units; rates are basis points of the stake.
import { PAYOUT_RATE_SCALE } from '../../../api/delivery-math';
import type { Executor } from '../../db/database';
import { toMinor } from '../../../api/money';
import { getSetting, settingDefaults } from '../settings/settings';
import { DELIVERY_SCALE } from './delivery-instruments';

export interface DeliveryDuration { seconds: number; payoutBps: number; minStake: bigint; maxStake: bigint }

export interface DeliveryTerms {
  enabled: boolean;
  disabled: ReadonlySet<string>;
  durations: DeliveryDuration[];
  maxOpenStake: bigint;
  voidAfterMs: number;
}

const usdt = (text: string) => toMinor(text, DELIVERY_SCALE) ?? 0n;

export async function loadTerms(db: Executor): Promise<DeliveryTerms> {
  const [features, durations, disabled, maxOpenStake, voidAfterMs] = await Promise.all([
    getSetting(db, 'features'), getSetting(db, 'delivery.durations'), getSetting(db, 'delivery.disabled'),
    getSetting(db, 'delivery.maxOpenStake'), getSetting(db, 'delivery.voidAfterMs'),
  ]);
  return {
    enabled: { ...settingDefaults.features, ...features }.delivery !== false,
    disabled: new Set(disabled),
    durations: durations.map((d) => ({ seconds: d.seconds, payoutBps: Number(toMinor(d.payoutRate, PAYOUT_RATE_SCALE)), minStake: usdt(d.minStake), maxStake: usdt(d.maxStake) })),
    maxOpenStake: usdt(maxOpenStake),
    voidAfterMs,
  };
}
