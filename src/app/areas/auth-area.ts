// Chunk entry of the auth area: the router loads this module once for all of its screens.
export { default as LoginScreen } from '../../screens/auth/LoginScreen';
export { default as RegisterScreen } from '../../screens/auth/RegisterScreen';
export { default as ForgetPasswordScreen } from '../../screens/auth/ForgetPasswordScreen';
