// /bindemail: bind or change the account's email with a code sent to it.
import { BindContactForm } from './BindContactForm';

export default function BindEmailScreen() {
  return <BindContactForm channel="email" />;
}
