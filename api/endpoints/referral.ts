// Referral (/mypromotion, spec §3 "Referral"): the user's own invitation code (the link and QR code
// are made from it), the commission rate of each level 1 to 4 with the invitees counted and the
// commission earned there, the profit list and the invitee list. Commission is a share of the
// trading fees the platform actually collected from an invitee, paid when the fee is booked; never
// from principal and never for signing someone up (DESIGN §3). The tree is fixed at registration.
import { z } from 'zod';
import { endpoint, epochMs, moneyText } from '../endpoint';

export const referralLevels = [1, 2, 3, 4] as const;
const level = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(4, 'error.invalidInput');
const rowLimit = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(200, 'error.invalidInput').default(50);
const before = z.string().trim().max(40, 'error.invalidInput').optional();
const amount = z.object({ asset: z.string(), amount: moneyText });

export const referralLevel = z.object({
  level: z.number().int(),
  /** The level's share of an invitee's trading fees, a decimal fraction ("0.2" is 20 %). */
  rate: moneyText,
  /** Users at this level below the caller. */
  invitees: z.number().int(),
  /** Commission earned at this level, per asset. */
  earnings: z.array(amount),
});

export const referralProfit = z.object({
  id: z.string(),
  profit: moneyText,
  asset: z.string(),
  level: z.number().int(),
  /** What collected the fee ('spot': a spot trade; 'contract': a leveraged contract's open or close) and the fee it is a share of. */
  source: z.string(),
  fee: moneyText,
  rate: moneyText,
  /** The invitee who paid the fee, masked. */
  invitee: z.string(),
  add_time: epochMs,
});

export const referralInvitee = z.object({
  id: z.string(),
  /** Masked name (empty when the invitee set none) and masked phone, or masked email without a phone. */
  name: z.string(),
  phone: z.string(),
  level: z.number().int(),
  add_time: epochMs,
});

export const referralEndpoints = {
  getMyEarningsAndPromotion: endpoint({
    name: 'web/getMyEarningsAndPromotion', method: 'GET', access: 'user',
    summary: "The caller's invitation code, and per level 1 to 4 the commission rate, the invitees counted and the commission earned; with the totals.",
    params: z.object({}),
    data: z.object({
      invitation_code: z.string(),
      levels: z.array(referralLevel),
      totals: z.array(amount),
    }),
  }),
  getMyEarningsDetail: endpoint({
    name: 'web/getMyEarningsDetail', method: 'GET', access: 'user',
    summary: "The caller's commission, newest first (of one level when `level` is given); `before` pages on.",
    params: z.object({ level: level.optional(), limit: rowLimit, before }),
    data: z.array(referralProfit),
  }),
  getMyPromotion: endpoint({
    name: 'web/getMyPromotion', method: 'GET', access: 'user',
    summary: "The users the caller invited at one level (1: invited directly), newest first, with masked name and phone; `before` pages on.",
    params: z.object({ level: level.default(1), limit: rowLimit, before }),
    data: z.array(referralInvitee),
  }),
};
