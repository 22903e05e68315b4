// Chunk entry of the identity-verification area: the router loads this module once for its screens.
export { default as KycOverviewScreen } from '../../screens/kyc/KycOverviewScreen';
export { default as KycLevelScreen } from '../../screens/kyc/KycLevelScreen';
