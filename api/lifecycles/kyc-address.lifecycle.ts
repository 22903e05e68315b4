// Address verification (/dzrz): the utility bill's address and a picture of the bill; spec §4 calls
// its passed state "verified". It can be submitted once junior verification is approved.
import { kycLevelChart } from './kyc-level';

export const kycAddressStates = ['notSubmitted', 'underReview', 'verified', 'failed'] as const;
export type KycAddressState = (typeof kycAddressStates)[number];

export const kycAddressLifecycle = kycLevelChart('kycAddress', 'verified');
