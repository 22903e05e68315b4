// The user's side of identity verification: the overview of the three levels with what each
// unlocks, what was submitted, and the submissions themselves. A submission is one transaction:
// check the chart (first time, or re-verify after a failure), the level it needs, the fixed
// nationality and the user's own uploads, then write the row and its timeline step.
import { idTypes, type KycRequirement } from '../../../api/endpoints/kyc';
import { kycLevels, type KycLevel } from '../../../api/lifecycles/kyc-level';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { Executor } from '../../db/database';
import { claimOwnUploads } from '../uploads/uploads.service';
import { isUniqueViolation } from '../auth/unique-violation';
import { kycTarget, moveKyc } from './kyc-moves';
import { kycRequirements, PASSED_STATES } from './kyc-requirements';
import { findLevel, insertKycEvent, kycEvents, levelsOf, type KycRow } from './kyc.store';

/** Levels that can be sent only once another has passed. */
const NEEDS: Record<KycLevel, KycLevel | null> = { junior: null, senior: 'junior', address: 'junior' };

type KycState = 'notSubmitted' | 'underReview' | 'approved' | 'verified' | 'failed';

function levelView(level: KycLevel, row: KycRow | undefined, all: KycRow[], events: Awaited<ReturnType<typeof kycEvents>>, requirements: Record<string, KycRequirement>) {
  const state = (row?.state ?? 'notSubmitted') as KycState;
  const needed = NEEDS[level];
  const neededPassed = !needed || PASSED_STATES.includes(all.find((r) => r.level === needed)?.state ?? '');
  const accepts = kycTarget(level, state, state === 'failed' ? 'RESUBMIT' : 'SUBMIT') !== null;
  return {
    level,
    state,
    reason: row?.reason ?? null,
    submitted_at: row ? Number(row.submitted_at) : null,
    decided_at: row?.decided_at != null ? Number(row.decided_at) : null,
    can_submit: accepts && neededPassed,
    needs: neededPassed ? null : needed,
    unlocks: (Object.keys(requirements) as ('withdraw' | 'loan' | 'trade')[]).filter((action) => requirements[action] === level),
    timeline: row ? events.filter((e) => e.entity_id === row.id).map((e) => ({ state: e.to_state as KycState, at: Number(e.at), reason: e.reason })) : [],
  };
}

async function viewOf(db: Executor, userId: string, level: KycLevel) {
  const rows = await levelsOf(db, userId);
  const row = rows.find((r) => r.level === level);
  return levelView(level, row, rows, await kycEvents(db, row ? [row.id] : []), await kycRequirements(db));
}

export async function kycOverview(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await levelsOf(deps.db, userId);
  const events = await kycEvents(deps.db, rows.map((r) => r.id));
  const requirements = await kycRequirements(deps.db);
  const user = await deps.db.selectFrom('users').select('nationality').where('id', '=', userId).executeTakeFirst();
  return {
    nationality: user?.nationality ?? null,
    levels: kycLevels.map((level) => levelView(level, rows.find((r) => r.level === level), rows, events, requirements)),
    requirements,
  };
}

/** Keeps the first two and last two characters: enough to recognise, not enough to copy. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}

export async function kycDetails(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await levelsOf(deps.db, userId);
  const at = (level: KycLevel) => rows.find((r) => r.level === level);
  const junior = at('junior');
  const senior = at('senior');
  const address = at('address');
  return {
    junior: junior ? { nationality: junior.nationality ?? '', id_type: Number(junior.id_type), real_name: junior.real_name ?? '', id_number: maskIdNumber(junior.id_number ?? '') } : null,
    senior: senior ? { id_type: Number(senior.id_type), front: senior.front_upload_id ?? '', back: senior.back_upload_id ?? '', signature: senior.signature_upload_id ?? '' } : null,
    address: address ? { address: address.address ?? '', bill: address.bill_upload_id ?? '' } : null,
  };
}

/** First submission or re-verify of one level, in one transaction. `prepare` checks and returns the level's fields. */
async function submitLevel(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, userId: string, level: KycLevel, prepare: (trx: Executor) => Promise<Partial<KycRow>>) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await findLevel(trx, userId, level);
      if (row && PASSED_STATES.includes(row.state)) fail('kycAlreadyVerified');
      if (row?.state === 'underReview') fail('kycUnderReview');
      const needed = NEEDS[level];
      if (needed && !PASSED_STATES.includes((await findLevel(trx, userId, needed))?.state ?? '')) fail('kycJuniorFirst');
      const fields = await prepare(trx);
      const actor = `user:${userId}`;
      if (row) {
        await moveKyc(deps, trx, row, { event: 'RESUBMIT', actor, fields });
      } else {
        const now = deps.clock.now();
        const to = kycTarget(level, 'notSubmitted', 'SUBMIT') ?? fail('stateChanged');
        const id = deps.ids.next('kyc');
        await trx.insertInto('kyc_verifications').values({
          id, user_id: userId, level, state: to, attempt: 1n, reason: null,
          nationality: null, id_type: null, real_name: null, id_number: null, id_number_key: null,
          front_upload_id: null, back_upload_id: null, signature_upload_id: null, address: null, bill_upload_id: null,
          ...fields, submitted_at: BigInt(now), decided_at: null, created_at: BigInt(now), updated_at: BigInt(now),
        }).execute();
        await insertKycEvent(trx, { id: deps.ids.next('le'), entityId: id, from: 'notSubmitted', to, event: 'SUBMIT', actor, reason: null, now });
      }
      return viewOf(trx, userId, level);
    });
  } catch (err) {
    // Two submissions of a new level at once: the second finds the first under review.
    if (isUniqueViolation(err)) fail('kycUnderReview');
    throw err;
  }
}

/** The ID number as compared between accounts: letters and digits only, upper-case. */
export const idNumberKey = (idNumber: string) => idNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

export function submitJunior(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, userId: string, p: { nationality: string; id_type: number; real_name: string; id_number: string }) {
  return submitLevel(deps, userId, 'junior', async (trx) => {
    if (!idTypes.some((t) => t.id === p.id_type)) fail('kycIdTypeEmpty');
    // Nationality is given once and fixed (spec §5): set it only where none is stored yet.
    const set = await trx.updateTable('users').set({ nationality: p.nationality }).where('id', '=', userId)
      .where((eb) => eb.or([eb('nationality', 'is', null), eb('nationality', '=', p.nationality)])).executeTakeFirst();
    if (set.numUpdatedRows === 0n) fail('kycNationalityFixed');
    return { nationality: p.nationality, id_type: BigInt(p.id_type), real_name: p.real_name, id_number: p.id_number, id_number_key: idNumberKey(p.id_number) };
  });
}

export function submitSenior(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, userId: string, p: { id_type: number; front: string; back: string; signature: string }) {
  return submitLevel(deps, userId, 'senior', async (trx) => {
    // Only the user's own uploads of the right kind: anything else reads as "not uploaded".
    await claimOwnUploads(trx, userId, 'kycFront', [p.front], 'kycFrontRequired');
    await claimOwnUploads(trx, userId, 'kycBack', [p.back], 'kycBackRequired');
    await claimOwnUploads(trx, userId, 'kycSignature', [p.signature], 'kycSignatureRequired');
    return { id_type: BigInt(p.id_type), front_upload_id: p.front, back_upload_id: p.back, signature_upload_id: p.signature };
  });
}

export function submitAddress(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, userId: string, p: { address: string; bill: string }) {
  return submitLevel(deps, userId, 'address', async (trx) => {
    await claimOwnUploads(trx, userId, 'kycBill', [p.bill], 'kycBillRequired');
    return { address: p.address, bill_upload_id: p.bill };
  });
}
