// Chunk entry of two-factor authentication and the anti-phishing phrase (screens of the account
// area, loaded on their own so the security overview stays light).
export { default as TwoFactorScreen } from '../../screens/account/TwoFactorScreen';
export { default as AntiPhishingScreen } from '../../screens/account/AntiPhishingScreen';
