// Chunk entry of the sign-in and reward centre screens (/sign, /signRule, /benefits, /benefitsDetail).
export { SignScreen } from '../../screens/rewards/SignScreen';
export { SignRuleScreen } from '../../screens/rewards/SignRuleScreen';
export { BenefitsScreen } from '../../screens/rewards/BenefitsScreen';
export { BenefitsDetailScreen } from '../../screens/rewards/BenefitsDetailScreen';
