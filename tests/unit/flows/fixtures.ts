// A security overview as `web/info` answers it, for flows that start from one.
import type { SecurityOverview } from '../../../src/machines/security-overview.flow';

export function overview(changes: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    account: 'ada@example.test',
    email: 'ada@example.test',
    phone: '',
    email_bound: true,
    phone_bound: false,
    tpwd_set: false,
    sec_questions_set: false,
    two_factor_enabled: false,
    anti_phishing_set: false,
    password_strength: 'medium',
    security_level: 'notSecure',
    next_step: 'security.step.setTpwd',
    withdraw_lock_until: null,
    created_at: 0,
    last_login_at: null,
    ...changes,
  };
}
