import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { SidebarNav, SidebarNavItem } from '../Layout/SidebarNav/SidebarNav';
import { BriefcaseIcon, ChatIcon, HomeIcon } from '../private/storyIcons';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj;

function DrawerDemo({
  hideTitle = false,
  surface = 'default' as const,
}: {
  hideTitle?: boolean;
  surface?: 'default' | 'sidebar';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        hideTitle={hideTitle}
        closeLabel="Close menu"
        surface={surface}
      >
        <SidebarNav>
          <SidebarNavItem href="#home" label="Home" icon={<HomeIcon />} active />
          <SidebarNavItem href="#jobs" label="Jobs" icon={<BriefcaseIcon />} />
          <SidebarNavItem href="#messages" label="Messages" icon={<ChatIcon />} />
        </SidebarNav>
      </Drawer>
    </>
  );
}

export const Default: Story = { render: () => <DrawerDemo /> };
export const HiddenTitleSidebarColours: Story = {
  render: () => <DrawerDemo hideTitle surface="sidebar" />,
};
