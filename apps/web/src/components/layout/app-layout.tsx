import { AppShell, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Logo } from '../logo.tsx';
import { SidebarContent } from './sidebar-content.tsx';
import { TopBar } from './top-bar.tsx';

export interface AppLayoutProps {
  email?: string;
  isSuperuser: boolean;
  children: ReactNode;
}

/** The frame of every signed-in screen: top bar, sidebar (a drawer below 768 px) and the page. */
export function AppLayout({ email, isSuperuser, children }: AppLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <TopBar email={email} drawerOpened={drawerOpened} onOpenDrawer={drawer.open} />
      </AppShell.Header>
      <AppShell.Navbar p="md" visibleFrom="sm" aria-label="Main navigation">
        <SidebarContent email={email} isSuperuser={isSuperuser} />
      </AppShell.Navbar>
      {/* Assembled from parts so the drawer's header is not a <header> (a second banner landmark). */}
      <Drawer.Root opened={drawerOpened} onClose={drawer.close} size={280} hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title>
              <Logo size="md" />
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close menu" />
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label="Main navigation">
              <SidebarContent email={email} isSuperuser={isSuperuser} onNavigate={drawer.close} />
            </nav>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
