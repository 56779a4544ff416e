import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { TextLink } from './TextLink';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '#terms', children: 'Terms of service' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: () => (
    <p>
      By continuing you agree to our <TextLink href="#terms">terms</TextLink> and{' '}
      <TextLink href="#privacy">privacy policy</TextLink>.
    </p>
  ),
};

export const InheritColourAndCurrent: Story = {
  render: () => (
    <p>
      <TextLink href="#jobs" tone="inherit" current>
        Jobs (current page)
      </TextLink>
    </p>
  ),
};

/** What an app does with React Router: an adapter mapping `href` to `to`. */
function FakeRouterLink({ href, ...rest }: ComponentProps<'a'>) {
  return <a {...rest} href={href} data-router-link="" />;
}

export const WithRouterLink: Story = {
  args: { as: FakeRouterLink, href: '#dashboard', children: 'Dashboard (router link)' },
};
