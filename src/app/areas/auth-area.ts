// Chunk entry of the auth area (login and registration): the router loads this module once for both.
export { default as LoginScreen } from '../../screens/auth/LoginScreen';
export { default as RegisterScreen } from '../../screens/auth/RegisterScreen';
