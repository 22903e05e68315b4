// The heading of a step a flow moves to (confirm your order, check your withdrawal): it takes the
// focus as it appears, so the step is announced (use-step-focus.ts).
import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useStepFocus } from './use-step-focus';

export function StepHeading(props: HeadingProps) {
  const ref = useStepFocus<HTMLHeadingElement>();
  return <Heading ref={ref} tabIndex={-1} outline="none" {...props} />;
}
