import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs';

const meta: Meta<typeof Tabs> = { title: 'Components/Tabs', component: Tabs };
export default meta;

const tabs = [
  { value: '0', label: 'New leads' },
  { value: '1', label: 'Quoted' },
  { value: '2', label: 'Drafts' },
];

function Interactive({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState('0');
  return (
    <div dir={dir}>
      <Tabs label="Lead lists" tabs={tabs} value={value} onChange={setValue}>
        <p>Content of tab {tabs.find((tab) => tab.value === value)?.label}</p>
      </Tabs>
    </div>
  );
}

export const Default: StoryObj = { render: () => <Interactive /> };
export const RightToLeft: StoryObj = { render: () => <Interactive dir="rtl" /> };
