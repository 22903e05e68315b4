// A notice in the flow of a page: the status icon, an optional title, what it says, and an optional
// action beside it (a retry, another claim). Every in-page alert of the app is one of these, so they
// look and read alike; the role (alert, status, note) is the caller's, as only it knows the urgency.
import type { ReactNode } from 'react';
import { Alert, type AlertRootProps } from '@chakra-ui/react';

export interface NoticeProps extends Omit<AlertRootProps, 'title' | 'status' | 'children'> {
  status: 'info' | 'warning' | 'success' | 'error';
  title?: ReactNode;
  /** What the notice says; left out when the title says it all. */
  children?: ReactNode;
  /** A button at the notice's end. */
  action?: ReactNode;
}

export function Notice({ title, children, action, ...root }: NoticeProps) {
  return (
    <Alert.Root {...root}>
      <Alert.Indicator />
      <Alert.Content>
        {title !== undefined && <Alert.Title>{title}</Alert.Title>}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
