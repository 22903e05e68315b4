// The user's ledger as web/ledgerExport gives it (CSV, RFC 4180 quoting): rows for /deallog, and the
// contract account's balances, which only the ledger carries so far (web/getAsset2 is spot only).
import { toMinor } from '../../api/money';

export interface LedgerRow {
  id: string;
  time: string;
  reason: string;
  refType: string;
  refId: string;
  currency: string;
  account: string;
  amount: string;
  balanceAfter: string;
}

/** Splits CSV text into rows of cells, honouring quoted cells with commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** Ledger rows, newest first (the export is oldest first). */
export function ledgerRows(csv: string): LedgerRow[] {
  const [header, ...lines] = parseCsv(csv);
  if (!header) return [];
  const col = (name: string) => header.indexOf(name);
  const at = { time: col('time'), entry: col('entry_id'), reason: col('reason'), refType: col('ref_type'), refId: col('ref_id'),
    currency: col('currency'), account: col('account'), amount: col('amount'), balance: col('balance_after') };
  return lines.filter((l) => l.length >= header.length).map((l, i) => ({
    id: `${l[at.entry]}:${i}`, time: l[at.time], reason: l[at.reason], refType: l[at.refType], refId: l[at.refId],
    currency: l[at.currency], account: l[at.account], amount: l[at.amount], balanceAfter: l[at.balance],
  })).reverse();
}

/** Compares two decimal strings without floats: -1, 0 or 1; null when either is not a decimal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const x = toMinor(a, 18);
  const y = toMinor(b, 18);
  if (x === null || y === null) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}
