// The ledger export of /record: every posting on the user's accounts, oldest first, with the
// entry's reason and reference and the balance after it, as CSV (RFC 4180 quoting).
import type { Deps } from '../../deps';
import { fromMinor } from '../../../api/money';
import { enabledAssets } from '../funds/assets.store';

const EXPORT_LIMIT = 100_000;

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function ledgerExport(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const rows = await deps.db.selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select(['journal_entries.created_at', 'journal_entries.id as entry_id', 'journal_entries.reason', 'journal_entries.ref_type',
      'journal_entries.ref_id', 'postings.asset', 'ledger_accounts.wallet', 'postings.amount', 'postings.balance_after'])
    .where('ledger_accounts.owner_kind', '=', 'user').where('ledger_accounts.owner_id', '=', userId)
    .orderBy('journal_entries.created_at').orderBy('journal_entries.id').orderBy('postings.account_id')
    .limit(EXPORT_LIMIT).execute();
  const lines = ['time,entry_id,reason,ref_type,ref_id,currency,account,amount,balance_after'];
  for (const r of rows) {
    const scale = scales.get(r.asset) ?? 0;
    lines.push([new Date(Number(r.created_at)).toISOString(), r.entry_id, r.reason, r.ref_type, r.ref_id, r.asset, r.wallet,
      fromMinor(BigInt(r.amount), scale), fromMinor(BigInt(r.balance_after), scale)].map(cell).join(','));
  }
  const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
  return { filename: `ledger-${day}.csv`, csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
