import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarNav, SidebarNavItem } from '../SidebarNav/SidebarNav';
import { AppLayout } from './AppLayout';

afterEach(cleanup);

const sidebar = (
  <SidebarNav>
    <SidebarNavItem href="/jobs" label="Jobs" active />
    <SidebarNavItem href="/quotes" label="Quotes" />
  </SidebarNav>
);

function renderLayout(props: Partial<Parameters<typeof AppLayout>[0]> = {}) {
  return render(
    <AppLayout
      header={<header>Top</header>}
      sidebar={sidebar}
      navLabel="Main"
      drawerTitle="Menu"
      drawerCloseLabel="Close menu"
      skipLinkLabel="Skip to content"
      {...props}
    >
      <h1>Page</h1>
    </AppLayout>,
  );
}

describe('AppLayout', () => {
  it('renders the skip link first, targeting the main landmark', () => {
    const { container } = renderLayout();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.textContent).toBe('Page');

    const firstFocusable = container.querySelector('a[href], button, input');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(firstFocusable).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');

    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
  });

  it('renders the sidebar in a labelled nav with the active page marked', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const active = nav.querySelector('[aria-current="page"]');
    expect(active?.textContent).toBe('Jobs');
  });

  it('uses mini mode: label kept as tooltip and accessible text', () => {
    renderLayout({ sidebarMode: 'mini' });
    const link = screen.getByRole('link', { name: 'Quotes' });
    expect(link.getAttribute('title')).toBe('Quotes');
  });

  it('shows the sidebar in a drawer when drawerOpen (below md)', () => {
    const onDrawerOpenChange = vi.fn();
    renderLayout({ drawerOpen: true, onDrawerOpenChange });
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.querySelector('nav a[href="/jobs"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onDrawerOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the drawer header above the navigation, in the drawer only', () => {
    renderLayout({ drawerOpen: true, drawerHeader: <p>Signed in as Aroha</p> });
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const header = screen.getByText('Signed in as Aroha');
    expect(drawer.contains(header)).toBe(true);
    const nav = drawer.querySelector('nav');
    expect(
      nav && header.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByText('Signed in as Aroha')).toHaveLength(1);
  });
});
