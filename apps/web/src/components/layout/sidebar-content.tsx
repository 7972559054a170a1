import { Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { HomeIcon } from '../icons/home-icon.tsx';
import { ListIcon } from '../icons/list-icon.tsx';
import { LogOutIcon } from '../icons/log-out-icon.tsx';
import { SettingsIcon } from '../icons/settings-icon.tsx';
import { UsersIcon } from '../icons/users-icon.tsx';
import { NavItem } from './nav-item.tsx';
import { useLogOut } from './use-log-out.ts';

export interface SidebarContentProps {
  email?: string;
  isSuperuser: boolean;
  /** Called after any entry is used, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The sidebar's entries, shared by the desktop navbar and the mobile drawer. */
export function SidebarContent({ email, isSuperuser, onNavigate }: SidebarContentProps) {
  const logOut = useLogOut();
  return (
    <Stack justify="space-between" h="100%" gap="md">
      <Stack gap={4}>
        <NavItem to="/" label="Dashboard" icon={<HomeIcon />} onNavigate={onNavigate} />
        <NavItem to="/items" label="Items" icon={<ListIcon />} onNavigate={onNavigate} />
        <NavItem to="/settings" label="User Settings" icon={<SettingsIcon />} onNavigate={onNavigate} />
        {isSuperuser && <NavItem to="/admin" label="Admin" icon={<UsersIcon />} onNavigate={onNavigate} />}
        <NavLink
          component="button"
          type="button"
          label="Log Out"
          leftSection={<LogOutIcon />}
          onClick={() => {
            onNavigate?.();
            void logOut();
          }}
        />
      </Stack>
      <Box>
        <Divider mb="sm" />
        <Text size="xs" c="dimmed">
          Logged in as:
        </Text>
        <Text size="sm" fw={500} truncate="end" title={email}>
          {email}
        </Text>
      </Box>
    </Stack>
  );
}
