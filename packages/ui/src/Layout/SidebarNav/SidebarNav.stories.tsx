import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../Badge/Badge';
import { SidebarModeContext } from '../../private/sidebarMode';
import { BriefcaseIcon, ChatIcon, HomeIcon, SettingsIcon } from '../../private/storyIcons';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

const meta = {
  title: 'Layout/SidebarNav',
  component: SidebarNav,
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj;

const items = (
  <SidebarNav>
    <SidebarNavItem href="#home" label="Home" icon={<HomeIcon />} active />
    <SidebarNavItem href="#jobs" label="Jobs near you" icon={<BriefcaseIcon />} />
    <SidebarNavItem
      href="#messages"
      label="Messages"
      icon={<ChatIcon />}
      badge={<Badge count={12} label="12 unread" />}
    />
    <SidebarNavItem href="#settings" label="Settings" icon={<SettingsIcon />} />
  </SidebarNav>
);

export const Full: Story = {
  render: () => (
    <nav aria-label="Main" style={{ width: 304 }}>
      {items}
    </nav>
  ),
};

export const Mini: Story = {
  render: () => (
    <nav aria-label="Main" style={{ width: 80 }}>
      <SidebarModeContext value="mini">{items}</SidebarModeContext>
    </nav>
  ),
};
