// Chunk entry of the password reset (/forgetpwd): apart from login and registration, so the
// security questions' labels it needs are not loaded by every visitor who logs in.
export { default as ForgetPasswordScreen } from '../../screens/auth/ForgetPasswordScreen';
