// Chunk entry of the account area: the router loads this module once for all of its screens.
export { default as SettingScreen } from '../../screens/account/SettingScreen';
export { default as BindTpwdScreen } from '../../screens/account/BindTpwdScreen';
export { default as BindPhoneScreen } from '../../screens/account/BindPhoneScreen';
export { default as BindEmailScreen } from '../../screens/account/BindEmailScreen';
export { default as SecurityQuestionsScreen } from '../../screens/account/SecurityQuestionsScreen';
