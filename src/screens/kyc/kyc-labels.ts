// The words of identity verification: levels, states, ID types and what a level unlocks.
import { defineMessages } from 'react-intl';

export const kycLevelNames = defineMessages({
  junior: { id: 'kyc.level.junior', defaultMessage: 'Junior verification' },
  senior: { id: 'kyc.level.senior', defaultMessage: 'Senior verification' },
  address: { id: 'kyc.level.address', defaultMessage: 'Address verification' },
});

export const kycStateNames = defineMessages({
  notSubmitted: { id: 'kyc.state.notSubmitted', defaultMessage: 'Not submitted' },
  underReview: { id: 'kyc.state.underReview', defaultMessage: 'Under review' },
  approved: { id: 'kyc.state.approved', defaultMessage: 'Approved' },
  verified: { id: 'kyc.state.verified', defaultMessage: 'Verified' },
  failed: { id: 'kyc.state.failed', defaultMessage: 'Failed' },
});

export const kycStateColour: Record<string, string> = {
  notSubmitted: 'gray', underReview: 'orange', approved: 'green', verified: 'green', failed: 'red',
};

export const idTypeNames = defineMessages({
  idCard: { id: 'kyc.idType.idCard', defaultMessage: 'ID card' },
  passport: { id: 'kyc.idType.passport', defaultMessage: 'Passport' },
  drivingLicence: { id: 'kyc.idType.drivingLicence', defaultMessage: 'Driving licence' },
  residencePermit: { id: 'kyc.idType.residencePermit', defaultMessage: 'Residence permit' },
  other: { id: 'kyc.idType.other', defaultMessage: 'Other' },
});

export const kycActionNames = defineMessages({
  withdraw: { id: 'kyc.unlock.withdraw', defaultMessage: 'Withdrawals' },
  loan: { id: 'kyc.unlock.loan', defaultMessage: 'Loans' },
  trade: { id: 'kyc.unlock.trade', defaultMessage: 'Trading' },
});

export const kycImageNames = defineMessages({
  front: { id: 'kyc.image.front', defaultMessage: 'Front of the ID' },
  back: { id: 'kyc.image.back', defaultMessage: 'Back of the ID' },
  signature: { id: 'kyc.image.signature', defaultMessage: 'Photo with your signature' },
  bill: { id: 'kyc.image.bill', defaultMessage: 'Picture of the bill' },
});

export const kycLevelRoutes = { junior: '/smauth', senior: '/seniorauth', address: '/dzrz' } as const;
