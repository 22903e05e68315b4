// Custody as the operator console shows it: the sweeps of deposit addresses into the hot wallet,
// newest first (admins only). Read-only: sweeps are planned and driven by the platform's own job.
import { z } from 'zod';
import { endpoint, epochMs, moneyText } from '../endpoint';
import { sweepStates } from '../lifecycles/sweep.lifecycle';

export const opsSweep = z.object({
  id: z.string(),
  /** The owner of the swept deposit address. */
  user_id: z.string().nullable(),
  chain: z.string(),
  address: z.string(),
  currency: z.string(),
  amount: moneyText,
  /** The chain's native coin sent first for the transfer's fee, in its smallest unit (wei). */
  gas_amount: z.string(),
  gas_tx: z.string().nullable(),
  sweep_tx: z.string().nullable(),
  state: z.enum(sweepStates),
  created_at: epochMs,
  updated_at: epochMs,
});

export const custodyEndpoints = {
  opsSweeps: endpoint({
    name: 'web/opsSweeps', method: 'GET', access: 'operator',
    summary: 'The latest sweeps of deposit addresses into the hot wallet, with their gas and transactions (admins only).',
    params: z.object({}),
    data: z.array(opsSweep),
  }),
};
