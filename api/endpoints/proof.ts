// Proof of liabilities (DESIGN §2, /security): the published roots and totals per asset with the
// reserves read on chain, their history, a signed-in user's own inclusion proof (the format is
// api/proof-tree.ts, specified in docs/proof-of-liabilities.md) and an admin's snapshot on demand.
import { z } from 'zod';
import { endpoint, epochMs } from '../endpoint';

const asset = z.string({ error: 'error.invalidInput' }).trim().regex(/^[A-Z0-9]{2,12}$/, 'error.invalidInput');

export const proofRoot = z.object({
  asset: z.string(),
  /** Decimals of the asset: a proof's minor units over 10^scale. */
  scale: z.number().int(),
  /** The tree's root hash, hex. */
  root: z.string(),
  /** What users are owed, minor units (decimal text), and as a decimal in the asset's scale. */
  total: z.string(),
  total_text: z.string(),
  leaves: z.number().int(),
  /** What the platform's chain addresses held at the snapshot (null without a reading). */
  reserves_text: z.string().nullable(),
  /** Reserves over liabilities in basis points. */
  ratio_bps: z.number().int().nullable(),
});

export const proofSnapshot = z.object({
  id: z.string(),
  taken_at: epochMs,
  trigger: z.enum(['schedule', 'admin']),
  members: z.number().int(),
  /** Whether users can still download their proofs of this snapshot. */
  proofs: z.boolean(),
  roots: z.array(proofRoot),
});

export const inclusionProof = z.object({
  format: z.number().int(),
  asset: z.string(),
  snapshot_id: z.string(),
  taken_at: epochMs,
  user_id: z.string(),
  salt: z.string(),
  balance: z.string(),
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: z.string(), sum: z.string() })),
  root: z.object({ hash: z.string(), sum: z.string() }),
});

export const proofEndpoints = {
  getProofRoots: endpoint({
    name: 'web/getProofRoots', method: 'GET', access: 'public',
    summary: 'Proof of liabilities: the latest snapshots (newest first, at most 20), each with its root, total and reserves per asset.',
    params: z.object({}),
    data: z.object({ format: z.number().int(), snapshots: z.array(proofSnapshot) }),
  }),
  getMyProof: endpoint({
    name: 'web/getMyProof', method: 'GET', access: 'user',
    summary: 'My inclusion proof for one asset in the latest snapshot: leaf balance, salt, path of sibling hashes and sums, root.',
    params: z.object({ asset }),
    data: inclusionProof,
  }),
  opsBuildProof: endpoint({
    name: 'web/opsBuildProof', method: 'POST', access: 'operator',
    summary: 'Admin: takes a proof-of-liabilities snapshot now and publishes its roots.',
    params: z.object({}),
    data: z.object({ id: z.string(), taken_at: epochMs, members: z.number().int() }),
  }),
};
