// What the logged-in user reads about the account (session fields, security overview) and the
// stored language choice.
import type { DataOf } from '../../../api/endpoint';
import type { accountEndpoints } from '../../../api/endpoints/account';
import type { Lang } from '../../../api/languages';
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AuthedUser } from '../auth/sessions';
import { hasSecurityAnswers } from '../auth/security-answers.store';
import { findUserById, setLang, type UserRow } from '../auth/users.store';
import { userAccount } from '../ledger/ledger';
import { assessSecurity } from './security-level';
import { allowlistMode } from '../allowlist/allowlist.store';
import { withdrawLockUntil } from './withdraw-lock';
import { hasSecondFactor } from '../two-factor/require-code';
import { phraseOf } from '../two-factor/anti-phishing';

/** USDT's scale as seeded in the assets table. */
const USDT_SCALE = 6;

async function currentUser(deps: Pick<Deps, 'db'>, userId: string): Promise<UserRow> {
  return (await findUserById(deps.db, userId)) ?? fail('loginRequired');
}

export async function sessionInfo(deps: Pick<Deps, 'db' | 'ledger'>, session: AuthedUser): Promise<DataOf<typeof accountEndpoints.getInfo>> {
  const user = await currentUser(deps, session.id);
  const usdt = await deps.ledger.balance(deps.db, userAccount(user.id, 'USDT'));
  return {
    token: session.token,
    lang: user.lang,
    name: user.name,
    invitation_code: user.invitation_code,
    email: user.email ?? '',
    phone: user.phone ?? '',
    transaction_password: user.tpwd_hash ? 1 : 0,
    bank_name: user.bank_name,
    bank_number: user.bank_number,
    alipay_account: user.alipay_account,
    weixin_nickname: user.weixin_nickname,
    weixin_account: user.weixin_account,
    usdt: fromMinor(usdt, USDT_SCALE),
  };
}

export async function securityOverview(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<DataOf<typeof accountEndpoints.info>> {
  const user = await currentUser(deps, userId);
  const [secQuestionsSet, twoFactorOn, phrase] = await Promise.all([hasSecurityAnswers(deps.db, user.id), hasSecondFactor(deps, user.id), phraseOf(deps.db, user.id)]);
  const facts = {
    passwordStrength: user.password_strength, tpwdSet: user.tpwd_hash !== null,
    emailBound: user.email !== null, phoneBound: user.phone !== null, secQuestionsSet, twoFactorOn, antiPhishingSet: phrase !== null,
    allowlistOnly: Boolean((await allowlistMode(deps.db, user.id))?.on),
  };
  const { level, nextStep } = assessSecurity(facts);
  return {
    account: user.phone ?? user.email ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    email_bound: facts.emailBound,
    phone_bound: facts.phoneBound,
    tpwd_set: facts.tpwdSet,
    sec_questions_set: secQuestionsSet,
    two_factor_enabled: twoFactorOn,
    anti_phishing_set: facts.antiPhishingSet,
    password_strength: user.password_strength,
    security_level: level,
    next_step: nextStep,
    withdraw_lock_until: withdrawLockUntil(user.security_changed_at, deps.clock.now()),
    created_at: Number(user.created_at),
    last_login_at: user.last_login_at === null ? null : Number(user.last_login_at),
  };
}

export async function chooseLanguage(deps: Pick<Deps, 'db'>, userId: string, lang: Lang): Promise<void> {
  await setLang(deps.db, userId, lang);
}
