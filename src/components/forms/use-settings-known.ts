// Whether the site's settings have been asked for: flows read rules from them (invitation code,
// code countdown) once, when they start, so their forms wait for the answer.
import { useSessionSelector } from '../../app/platform-context';
import { selectSettingsKnown } from '../../machines/session.selectors';

export function useSettingsKnown(): boolean {
  return useSessionSelector(selectSettingsKnown);
}
