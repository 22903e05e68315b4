// A link of the top navigation, a side menu or the phone drawer; the current page is marked for
// eyes and for screen readers (aria-current from NavLink), and a page not open yet says so.
import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { NotOpenYetMark } from './NotOpenYetMark';

export function TopNavItem({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Link
      asChild
      px="2.5"
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
        <NotOpenYetMark to={to} />
      </NavLink>
    </Link>
  );
}

export function SideNavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      display="block"
      w={{ base: 'auto', lg: 'full' }}
      flexShrink={0}
      whiteSpace={{ base: 'nowrap', lg: 'normal' }}
      minH="11"
      px="4"
      py="2.5"
      rounded="md"
      color="fg.muted"
      borderInlineStartWidth="3px"
      borderInlineStartColor="transparent"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'fg', bg: 'bg.muted', borderInlineStartColor: 'brand.solid' }}
    >
      <NavLink to={to}>
        {children}
        <NotOpenYetMark to={to} />
      </NavLink>
    </Link>
  );
}

/** A full-width link of the phone drawer, tall enough to touch (44 px). */
export function DrawerNavItem({ to, end, onNavigate, children }: { to: string; end?: boolean; onNavigate: () => void; children: ReactNode }) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      minH="11"
      px="3"
      rounded="md"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'bg.muted' }}
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        <span>
          {children}
          <NotOpenYetMark to={to} />
        </span>
      </NavLink>
    </Link>
  );
}
