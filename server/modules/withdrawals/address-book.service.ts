// The user's withdrawal address book (/address): currency, chain, address (format checked per
// chain), remarks and tag or memo. A user only ever sees or deletes their own entries. A new entry
// waits the allowlist delay before it is usable (modules/allowlist).
import type { Selectable } from 'kysely';
import type { WithdrawAddressesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import type { WithdrawAddressState } from '../../../api/lifecycles/withdraw-address.lifecycle';
import { fail } from '../../core/failures';
import { enabledAsset } from '../funds/assets.store';
import { addressChains, isValidAddress } from '../../../api/address-format';
import { saveWithDelay } from '../allowlist/allowlist.service';

const MAX_ADDRESSES = 50;

const shown = (r: Selectable<WithdrawAddressesTable>) => ({
  id: r.id, currency: r.currency, chain: r.chain, address: r.address, remarks: r.remarks, memo: r.memo, created_at: Number(r.created_at),
  state: r.state as WithdrawAddressState, usable_at: Number(r.usable_at),
});

export async function addWithdrawAddress(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'random' | 'due' | 'mailer' | 'log' | 'config'>, userId: string, input: { currency: string; chain: string; address: string; remarks?: string; memo?: string }) {
  const asset = (await enabledAsset(deps.db, input.currency)) ?? fail('assetUnknown');
  if (!(addressChains as readonly string[]).includes(input.chain)) fail('chainUnknown');
  if (!isValidAddress(input.chain, input.address)) fail('addressInvalid');
  const count = await deps.db.selectFrom('withdraw_addresses').select((eb) => eb.fn.countAll<bigint>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADDRESSES) fail('invalidInput', { field: 'address' });
  const row = {
    id: deps.ids.next('wa'), user_id: userId, currency: asset.code, chain: input.chain, address: input.address,
    remarks: input.remarks ?? '', memo: input.memo ?? '', created_at: BigInt(deps.clock.now()),
  };
  return shown(await saveWithDelay(deps, row));
}

export async function withdrawAddresses(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await deps.db.selectFrom('withdraw_addresses').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(shown);
}

export async function deleteWithdrawAddress(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const res = await deps.db.deleteFrom('withdraw_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (res.numDeletedRows === 0n) fail('notFound');
}
