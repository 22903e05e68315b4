// Senior verification (/seniorauth): the document's front and back and a photo with the user's
// signature; it can be submitted once junior verification is approved.
import { kycLevelChart } from './kyc-level';

export const kycSeniorStates = ['notSubmitted', 'underReview', 'approved', 'failed'] as const;
export type KycSeniorState = (typeof kycSeniorStates)[number];

export const kycSeniorLifecycle = kycLevelChart('kycSenior', 'approved');
