// Chunk entry of the promotion screen (/mypromotion).
export { PromotionScreen } from '../../screens/referral/PromotionScreen';
