// /bindphone (spec §2): bind or change the account's phone with a code sent to it.
import { BindContactForm } from './BindContactForm';

export default function BindPhoneScreen() {
  return <BindContactForm channel="phone" />;
}
