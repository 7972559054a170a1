import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '../logo.tsx';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  email?: string;
  drawerOpened: boolean;
  onOpenDrawer: () => void;
}

export function TopBar({ email, drawerOpened, onOpenDrawer }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onOpenDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open menu"
          aria-expanded={drawerOpened}
        />
        <Anchor component={Link} to="/" activeOptions={{ exact: true }} underline="never" c="inherit">
          <Logo size="md" />
        </Anchor>
      </Group>
      <UserMenu email={email} />
    </Group>
  );
}
