// Collection (receiving) settings of /receive, spec §3: name, bank name and number, Alipay account,
// WeChat nickname and account. They live on the user's row, where the session info reads them.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';

export interface CollectionSettings {
  name: string; bank_name: string; bank_number: string; alipay_account: string; weixin_nickname: string; weixin_account: string;
}

export async function getCollection(deps: Pick<Deps, 'db'>, userId: string): Promise<CollectionSettings> {
  const row = await deps.db.selectFrom('users')
    .select(['name', 'bank_name', 'bank_number', 'alipay_account', 'weixin_nickname', 'weixin_account'])
    .where('id', '=', userId).executeTakeFirst();
  return row ?? fail('loginRequired');
}

export async function saveCollection(deps: Pick<Deps, 'db'>, userId: string, input: CollectionSettings): Promise<CollectionSettings> {
  const { name, bank_name, bank_number, alipay_account, weixin_nickname, weixin_account } = input;
  await deps.db.updateTable('users').set({ name, bank_name, bank_number, alipay_account, weixin_nickname, weixin_account }).where('id', '=', userId).execute();
  return getCollection(deps, userId);
}
