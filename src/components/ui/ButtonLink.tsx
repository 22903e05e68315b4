// A link to another page of the app that looks like a button (the link keeps its role, so it is
// announced and opened as a link).
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function ButtonLink({ to, children, ...button }: { to: string; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
