// Junior verification (/smauth): nationality, ID type, real name and ID number, reviewed by a person.
import { kycLevelChart } from './kyc-level';

export const kycJuniorStates = ['notSubmitted', 'underReview', 'approved', 'failed'] as const;
export type KycJuniorState = (typeof kycJuniorStates)[number];

export const kycJuniorLifecycle = kycLevelChart('kycJunior', 'approved');
