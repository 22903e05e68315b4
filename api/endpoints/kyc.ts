// Identity verification at three levels (spec §2, §3, §4, §5): junior (/smauth), senior
// (/seniorauth) and address (/dzrz), each moved only through its chart, reviewed by a person in the
// operator console, with what each level unlocks shown beside it. Images travel as upload ids
// (web/uploadImage first), so these forms stay form-encoded.
import { z } from 'zod';
import { endpoint, epochMs, optionalText, requiredText } from '../endpoint';
import { isCountryCode } from '../countries';
import { kycLevels } from '../lifecycles/kyc-level';
import { reviewDetail } from '../review';

/** Spec §3 ID types, by their numbers. The senior form offers only 1, 2 and 5. */
export const idTypes = [
  { id: 1, code: 'idCard', senior: true },
  { id: 2, code: 'passport', senior: true },
  { id: 3, code: 'drivingLicence', senior: false },
  { id: 4, code: 'residencePermit', senior: false },
  { id: 5, code: 'other', senior: true },
] as const;
export type IdTypeCode = (typeof idTypes)[number]['code'];
export const seniorIdTypes: readonly number[] = idTypes.filter((t) => t.senior).map((t) => t.id);

/** What a level can be required for, and the levels a requirement may name. */
export const kycGatedActions = ['withdraw', 'loan', 'trade'] as const;
export const kycRequirements = ['none', 'junior', 'senior', 'address'] as const;
export type KycRequirement = (typeof kycRequirements)[number];

export const kycStates = ['notSubmitted', 'underReview', 'approved', 'verified', 'failed'] as const;

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');
const uploadId = (key: string) => requiredText(key, 64);
const idTypeParam = z.coerce.number({ error: 'error.kycIdTypeEmpty' }).int('error.kycIdTypeEmpty')
  .refine((n) => idTypes.some((t) => t.id === n), 'error.kycIdTypeEmpty');

export const kycTimelineStep = z.object({ state: z.enum(kycStates), at: epochMs, reason: z.string().nullable() });

export const kycLevelView = z.object({
  level: z.enum(kycLevels),
  state: z.enum(kycStates),
  /** Why it failed (the reviewer's words), null otherwise. */
  reason: z.string().nullable(),
  submitted_at: epochMs.nullable(),
  decided_at: epochMs.nullable(),
  /** The user may send the form now (first time, or re-verify after a failure). */
  can_submit: z.boolean(),
  /** A level that must pass first, or null. */
  needs: z.enum(kycLevels).nullable(),
  /** What this level unlocks under the current settings. */
  unlocks: z.array(z.enum(kycGatedActions)),
  timeline: z.array(kycTimelineStep),
});

export const kycOverview = z.object({
  /** Fixed once given (spec §5); null until the first junior submission. */
  nationality: z.string().nullable(),
  levels: z.array(kycLevelView),
  /** The level each gated action needs ('none': open to everyone). */
  requirements: z.record(z.enum(kycGatedActions), z.enum(kycRequirements)),
});

export const kycDetails = z.object({
  junior: z.object({ nationality: z.string(), id_type: z.number().int(), real_name: z.string(), id_number: z.string() }).nullable(),
  senior: z.object({ id_type: z.number().int(), front: z.string(), back: z.string(), signature: z.string() }).nullable(),
  address: z.object({ address: z.string(), bill: z.string() }).nullable(),
});

export const opsKycItem = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  level: z.enum(kycLevels),
  state: z.enum(kycStates),
  attempt: z.number().int(),
  submitted_at: epochMs,
});

export const kycEndpoints = {
  getIdcardType: endpoint({
    name: 'web/getIdcardType', method: 'GET', access: 'public',
    summary: 'The ID types of spec §3 (1 ID card, 2 passport, 3 driving licence, 4 residence permit, 5 other) and which the senior form offers.',
    params: z.object({}),
    data: z.array(z.object({ id: z.number().int(), code: z.string(), senior: z.boolean() })),
  }),
  hasRenzheng: endpoint({
    name: 'web/has_renzheng', method: 'GET', access: 'user',
    summary: "The caller's three verification levels: state, reason, timeline, what each unlocks, and the fixed nationality.",
    params: z.object({}),
    data: kycOverview,
  }),
  idcardinfo: endpoint({
    name: 'web/idcardinfo', method: 'GET', access: 'user',
    summary: "What the caller submitted at each level (the ID number masked), with the upload ids of the images.",
    params: z.object({}),
    data: kycDetails,
  }),
  setNameAuth: endpoint({
    name: 'web/setNameAuth', method: 'POST', access: 'user',
    summary: 'Submit (or re-verify) junior verification: nationality, ID type, real name, ID number.',
    params: z.object({
      nationality: z.string({ error: 'error.kycNationalityEmpty' }).trim().toUpperCase().min(1, 'error.kycNationalityEmpty')
        .refine(isCountryCode, 'error.kycNationalityEmpty'),
      id_type: idTypeParam,
      real_name: requiredText('error.kycNameEmpty', 128),
      id_number: requiredText('error.kycIdNumberEmpty', 64).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/, 'error.kycIdNumberInvalid')),
    }),
    data: kycLevelView,
    successMessage: 'success.kycSubmitted',
  }),
  userIdCard: endpoint({
    name: 'web/userIdCard', method: 'POST', access: 'user',
    summary: 'Submit (or re-verify) senior verification: ID type (1, 2 or 5) and the uploads of the front, the back and a photo with signature.',
    params: z.object({
      id_type: idTypeParam.refine((n) => seniorIdTypes.includes(n), 'error.kycIdTypeNotAllowed'),
      front: uploadId('error.kycFrontRequired'),
      back: uploadId('error.kycBackRequired'),
      signature: uploadId('error.kycSignatureRequired'),
    }),
    data: kycLevelView,
    successMessage: 'success.kycSubmitted',
  }),
  editCenterLevel: endpoint({
    name: 'web/editCenterLevel', method: 'POST', access: 'user',
    summary: 'Submit (or re-verify) address verification: the utility bill address and the upload of the bill.',
    note: 'The spec names this call without its payload; here it raises the user-centre level with address verification.',
    params: z.object({ address: requiredText('error.kycAddressRequired', 300), bill: uploadId('error.kycBillRequired') }),
    data: kycLevelView,
    successMessage: 'success.kycSubmitted',
  }),
  opsKycQueue: endpoint({
    name: 'web/opsKycQueue', method: 'GET', access: 'operator',
    summary: 'Junior, senior and address verifications under review, oldest first.',
    params: z.object({}),
    data: z.array(opsKycItem),
  }),
  opsKycDetail: endpoint({
    name: 'web/opsKycDetail', method: 'GET', access: 'operator',
    summary: 'One verification with its fields, images (upload ids for web/opsGetUpload), timeline, decisions, the user\'s other levels and accounts sharing the ID number.',
    params: z.object({ id }),
    data: reviewDetail('item', opsKycItem, kycTimelineStep.extend({ actor: z.string(), event: z.string() }), {
      fields: z.record(z.string(), z.union([z.string(), z.number()])),
      images: z.array(z.object({ role: z.enum(['front', 'back', 'signature', 'bill']), upload_id: z.string() })),
      levels: z.array(z.object({ level: z.enum(kycLevels), state: z.enum(kycStates) })),
      same_id_number: z.array(z.object({ user_id: z.string(), state: z.enum(kycStates) })),
    }),
  }),
  opsKycApprove: endpoint({
    name: 'web/opsKycApprove', method: 'POST', access: 'operator',
    summary: 'Pass a verification under review (audit-logged; shown on the user\'s timeline).',
    params: z.object({ id, reason: optionalText(500) }),
    data: opsKycItem,
  }),
  opsKycReject: endpoint({
    name: 'web/opsKycReject', method: 'POST', access: 'operator',
    summary: 'Fail a verification under review with the reason the user sees; the user may re-verify.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsKycItem,
  }),
};
