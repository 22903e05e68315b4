// The three security questions of spec §3, in the order the answers are sent (answer1..answer3).
import { useIntl } from 'react-intl';

export function useSecurityQuestionLabels(): [string, string, string] {
  const intl = useIntl();
  return [
    intl.formatMessage({ id: 'form.secQuestion.1', defaultMessage: 'Who was your best childhood friend?' }),
    intl.formatMessage({ id: 'form.secQuestion.2', defaultMessage: 'Who is your idol?' }),
    intl.formatMessage({ id: 'form.secQuestion.3', defaultMessage: 'Which place do you most long to visit?' }),
  ];
}
