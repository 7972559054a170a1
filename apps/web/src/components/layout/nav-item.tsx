import { NavLink } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type NavTarget = '/' | '/items' | '/settings' | '/admin';

export interface NavItemProps {
  to: NavTarget;
  label: string;
  icon: ReactNode;
  onNavigate?: () => void;
}

/** A sidebar link; the router marks the current one with aria-current="page". */
export function NavItem({ to, label, icon, onNavigate }: NavItemProps) {
  const matchRoute = useMatchRoute();
  // The dashboard is "/", a prefix of every path, so only an exact match counts for it.
  const exact = to === '/';
  const active = Boolean(matchRoute({ to, fuzzy: !exact }));
  return (
    <NavLink
      label={label}
      leftSection={icon}
      active={active}
      variant="filled"
      onClick={onNavigate}
      renderRoot={(props) => <Link to={to} activeOptions={{ exact, includeSearch: false }} {...props} />}
    />
  );
}
