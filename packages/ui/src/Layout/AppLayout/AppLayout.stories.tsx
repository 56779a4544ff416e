import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Avatar } from '../../Avatar/Avatar';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { IconButton } from '../../IconButton/IconButton';
import {
  BellIcon,
  BriefcaseIcon,
  ChatIcon,
  HomeIcon,
  MenuIcon,
  SettingsIcon,
} from '../../private/storyIcons';
import { Stack } from '../../Stack/Stack';
import { mediaUp } from '../../theme/breakpoints';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { PageContainer } from '../PageContainer/PageContainer';
import { SidebarNav, SidebarNavItem } from '../SidebarNav/SidebarNav';
import { useMediaQuery } from '../useMediaQuery';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj;

function Demo({ initialMode = 'full' }: { initialMode?: 'full' | 'mini' }) {
  const [mode, setMode] = useState(initialMode);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useMediaQuery(mediaUp('md'));
  const toggle = () =>
    isDesktop ? setMode((m) => (m === 'full' ? 'mini' : 'full')) : setDrawerOpen(true);

  return (
    <AppLayout
      navLabel="Main"
      skipLinkLabel="Skip to content"
      drawerTitle="Menu"
      drawerCloseLabel="Close menu"
      drawerId="app-drawer"
      drawerHeader={
        <Stack gap="xs">
          <strong>Amira Haddad</strong>
          <span>252 credits · ≈ $100.80</span>
        </Stack>
      }
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      sidebarMode={mode}
      header={
        <Header
          start={
            <>
              <IconButton
                label={isDesktop ? 'Collapse sidebar' : 'Open menu'}
                onClick={toggle}
                expanded={isDesktop ? mode === 'full' : drawerOpen}
                controls={isDesktop ? undefined : 'app-drawer'}
              >
                <MenuIcon />
              </IconButton>
              <strong>Quoteway</strong>
            </>
          }
          end={
            <>
              <IconButton label="Notifications">
                <BellIcon />
              </IconButton>
              <Avatar name="Amira Haddad" size="sm" />
            </>
          }
        />
      }
      sidebar={
        <SidebarNav>
          <SidebarNavItem href="#home" label="Home" icon={<HomeIcon />} active />
          <SidebarNavItem href="#jobs" label="Jobs" icon={<BriefcaseIcon />} />
          <SidebarNavItem
            href="#messages"
            label="Messages"
            icon={<ChatIcon />}
            badge={<Badge count={3} label="3 unread" />}
          />
          <SidebarNavItem href="#settings" label="Settings" icon={<SettingsIcon />} />
        </SidebarNav>
      }
      footer={<Footer>© 2025 Quoteway</Footer>}
    >
      <PageContainer>
        <Stack gap="lg">
          <h1>Dashboard</h1>
          <Card>
            <Stack gap="sm">
              <p>Resize below 960px to switch the sidebar into a drawer.</p>
              <div>
                <Button>Post a job</Button>
              </div>
            </Stack>
          </Card>
          {Array.from({ length: 8 }, (_, i) => (
            <Card key={i}>Quote request #{i + 1}</Card>
          ))}
        </Stack>
      </PageContainer>
    </AppLayout>
  );
}

export const Full: Story = { render: () => <Demo /> };
export const Mini: Story = { render: () => <Demo initialMode="mini" /> };
export const Mobile: Story = {
  render: () => <Demo />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
