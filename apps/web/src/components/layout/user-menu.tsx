import { ActionIcon, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LogOutIcon } from '../icons/log-out-icon.tsx';
import { UserIcon } from '../icons/user-icon.tsx';
import { useLogOut } from './use-log-out.ts';

/** The top bar's account menu. */
export function UserMenu({ email }: { email?: string }) {
  const logOut = useLogOut();
  return (
    <Menu position="bottom-end" width={220} shadow="md" returnFocus>
      <Menu.Target>
        <ActionIcon data-testid="user-menu" aria-label="User menu" variant="default" size="lg" radius="xl">
          <UserIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {email && (
          <Menu.Label>
            <Text size="xs" truncate="end" title={email} c="dimmed">
              {email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item
          leftSection={<UserIcon size={16} />}
          renderRoot={(props) => <Link to="/settings" {...props} />}
        >
          My Profile
        </Menu.Item>
        <Menu.Item leftSection={<LogOutIcon size={16} />} onClick={() => void logOut()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
