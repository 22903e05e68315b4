// Moves between a user's own accounts (spot ↔ contract), their records, and the ledger export of
// every entry that touched the user's accounts.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, tpwdText } from '../endpoint';

export const transferWallets = ['spot', 'contract'] as const;

export const transferRecord = z.object({
  id: z.string(),
  currency: z.string(),
  from: z.enum(transferWallets),
  to: z.enum(transferWallets),
  amount: moneyText,
  /** Spec §4: 0 Failure, 1 Processing, 2 Success. A transfer is instant, so always 2. */
  status: z.literal(2),
  created_at: epochMs,
});

const wallet = z.enum(transferWallets, { error: 'error.invalidInput' });

export const transferEndpoints = {
  transfer: endpoint({
    name: 'web/transfer', method: 'POST', access: 'user',
    summary: 'Move an amount between the user\'s own spot and contract accounts, instantly, as one ledger entry; confirmed with the transaction password.',
    params: z.object({
      currency: z.string().trim().toUpperCase().max(16, 'error.assetUnknown').default('USDT'),
      from: wallet,
      to: wallet,
      amount: decimalText(),
      tpwd: tpwdText(),
    }),
    data: transferRecord,
    successMessage: 'success.saved',
  }),
  transferRecords: endpoint({
    name: 'web/transferRecords', method: 'GET', access: 'user',
    summary: "The user's transfers between accounts, newest first.",
    params: z.object({}),
    data: z.array(transferRecord),
  }),
  ledgerExport: endpoint({
    name: 'web/ledgerExport', method: 'GET', access: 'user',
    summary: 'Every ledger posting on the user\'s accounts as CSV, oldest first, with the balance after each.',
    params: z.object({}),
    data: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  }),
};
