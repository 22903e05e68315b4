// Changing settings, from the console's Settings page (admins only) or the ops CLI: every setting
// listed with its value, default and last change; a change is validated against the setting's own
// type, written and audit-logged with its actor and the old and new values in one transaction.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { auditDecision, type AuthedOperator } from '../ops/operators';
import { getSetting, setSetting, settingDefaults, type SettingKey } from './settings';
import { isSettingKey, parseSettingText, settingKeys, settingKind, settingText } from './setting-types';

export const SETTING_ENTITY = 'setting';

/** Only admins see and change settings in the console. */
export function mustAdminister(operator: AuthedOperator) {
  if (operator.role !== 'admin') fail('forbidden');
}

export async function listSettings(deps: Pick<Deps, 'db'>) {
  const rows = new Map((await deps.db.selectFrom('settings').select(['key', 'updated_at', 'updated_by']).execute()).map((r) => [r.key, r]));
  return Promise.all(settingKeys.map(async (key) => ({
    key, kind: settingKind(key),
    value: settingText(key, await getSetting(deps.db, key)),
    default: settingText(key, settingDefaults[key]),
    updated_at: rows.has(key) ? Number(rows.get(key)!.updated_at) : null,
    updated_by: rows.get(key)?.updated_by ?? null,
  })));
}

/**
 * Sets `key` from typed `text`. `actor` is the audit log's operator id: an operator's id, or
 * `cli:<name>` for the CLI. An unknown key or a value the setting does not accept changes nothing.
 */
export async function changeSetting(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, actor: string, key: string, text: string) {
  if (!isSettingKey(key)) fail('notFound');
  const value = parseSettingText(key, text);
  if (value === null) fail('settingInvalid', { key });
  await deps.db.transaction().execute(async (trx) => {
    const before = settingText(key, await getSetting(trx, key));
    await setSetting(trx, key as SettingKey, value as never, actor, deps.clock.now());
    await auditDecision(deps, trx, { operatorId: actor, action: 'setSetting', entityType: SETTING_ENTITY, entityId: key, reason: `${before} → ${settingText(key, value)}` });
  });
  return (await listSettings(deps)).find((s) => s.key === key)!;
}
