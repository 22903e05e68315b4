// Proof of liabilities on /security on the real screen: every state of the proof flow is looked
// at. The page shows the latest snapshot's roots and totals with reserves and their ratio and the
// earlier roots; a member picks an asset, fetches their proof and sees it verified in the browser
// against the published root, or told what failed (a proof the published roots do not back), or
// why there is none.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSumTree, leafHashInto, pathOf, toHex, treeRoot, type InclusionProof } from '../../api/proof-tree';
import { proofFlow, type ProofRoots } from '../../src/machines/proof.flow';
import SecurityScreen from '../../src/screens/content/SecurityScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

/** A three-member USDT tree; the member is the second leaf. */
function proofAndRoots(): { proof: InclusionProof; roots: ProofRoots } {
  const salts = [1, 2, 3].map((n) => new Uint8Array(16).fill(n));
  const ids = ['us-a', 'us-me', 'us-c'];
  const amounts = [1_000_000n, 250_500_000n, 4_000_000n];
  const hashes = new Uint8Array(96);
  ids.forEach((id, i) => leafHashInto(salts[i], id, amounts[i], hashes, i * 32));
  const tree = buildSumTree(hashes, amounts);
  const root = treeRoot(tree);
  const proof: InclusionProof = {
    format: 1, asset: 'USDT', snapshot_id: 'pf2', taken_at: Date.UTC(2027, 0, 2, 3, 4, 5), user_id: 'us-me', salt: toHex(salts[1]),
    balance: '250500000', path: pathOf(tree, 1), root: { hash: root.hash, sum: root.sum.toString() },
  };
  const usdt = { asset: 'USDT', scale: 6, root: root.hash, total: root.sum.toString(), total_text: '255.5', leaves: 3, reserves_text: '511', ratio_bps: 20_000 };
  const roots: ProofRoots = {
    format: 1,
    snapshots: [
      { id: 'pf2', taken_at: proof.taken_at, trigger: 'schedule', members: 3, proofs: true, roots: [{ asset: 'BTC', scale: 8, root: 'ab'.repeat(32), total: '5', total_text: '0.00000005', leaves: 1, reserves_text: null, ratio_bps: null }, usdt] },
      { id: 'pf1', taken_at: proof.taken_at - 600_000, trigger: 'admin', members: 2, proofs: false, roots: [{ ...usdt, root: 'cd'.repeat(32), total_text: '200' }] },
    ],
  };
  return { proof, roots };
}

const { proof, roots } = proofAndRoots();
const usdtRoot = roots.snapshots[0].roots[1].root;
const open = () => renderScreen(<SecurityScreen />, { url: '/security', route: '/security', member: testUser });
const mine = () => screen.getByTestId('proof-mine');

const paths = modelPaths({
  machine: proofFlow,
  states: {
    loading: () => expect(wire.pending('getProofRoots')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      const latest = screen.getByTestId('proof-latest').textContent;
      expect(latest).toContain('Taken');
      expect(latest).toContain('255.5 USDT');
      expect(latest).toContain('511 USDT');
      expect(latest).toContain('200.00%');
      expect(latest).toContain(usdtRoot);
      expect(screen.getAllByTestId('proof-history')[0].textContent).toContain('cd'.repeat(32));
    },
    'ready.idle': () => expect(screen.queryByTestId('proof-verified')).toBeNull(),
    'ready.fetching': () => expect(wire.pending('getMyProof')).toBeTruthy(),
    'ready.checked': () => {
      const verified = screen.getByTestId('proof-verified').textContent;
      expect(verified).toContain('Verified in your browser');
      expect(verified).toContain('250.5 USDT');
      expect(verified).toContain(usdtRoot);
      expect(screen.getByTestId('proof-download').getAttribute('download')).toBe('proof-USDT-pf2.json');
    },
    'ready.refused': () => expect(mine().textContent).toContain('You had no USDT balance'),
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'loadRoots.done': () => wire.answer('getProofRoots', roots),
    'loadRoots.failed': () => wire.refuse('getProofRoots', 5000, 'Server error'),
    RETRY: () => press(/try again/i),
    CHOOSE: async () => { await act(async () => { fireEvent.change(screen.getByRole('combobox'), { target: { value: 'USDT' } }); }); },
    'VERIFY [assetChosen]': async () => {
      await act(async () => { fireEvent.change(screen.getByRole('combobox'), { target: { value: 'USDT' } }); });
      await press('Get and verify my proof');
    },
    'fetchProof.done': async () => {
      await wire.answer('getMyProof', proof);
      await wire.answer('getProofRoots', roots);
    },
    'fetchProof.failed': () => wire.refuse('getMyProof', 4961, 'You had no USDT balance in the latest snapshot, so it holds no proof for you.'),
  },
});

describe('proof of liabilities on /security (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of paths) it(path.description, path.run);
});

describe('proof of liabilities, what fails', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('says the proof is not verified when the published root differs from where the proof leads', async () => {
    ({ wire } = await open());
    await wire.answer('getProofRoots', roots);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'USDT' } });
    await press('Get and verify my proof');
    await wire.answer('getMyProof', { ...proof, balance: '250500001' });
    await wire.answer('getProofRoots', roots);
    expect(screen.getByTestId('proof-failed').textContent).toContain('The path does not lead to the root.');
  });
});
