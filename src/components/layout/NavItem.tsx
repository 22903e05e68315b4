// A link of the top navigation or a side menu; the current page is marked for eyes and for
// screen readers (aria-current from NavLink).
import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

export function TopNavItem({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      whiteSpace="nowrap"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg' }}
    >
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}

export function SideNavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      display="block"
      w="full"
      px="4"
      py="2.5"
      rounded="md"
      color="fg.muted"
      borderInlineStartWidth="3px"
      borderInlineStartColor="transparent"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'fg', bg: 'bg.muted', borderInlineStartColor: 'brand.solid' }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}
