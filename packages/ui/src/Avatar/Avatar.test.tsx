import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { colorForName, getInitials } from './initials';

afterEach(cleanup);

describe('getInitials', () => {
  it('takes the first letter of up to two words', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('  Jean   Claude Van Damme ')).toBe('JC');
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('محمد علي')).toBe('مع');
    expect(getInitials('')).toBe('');
  });
});

describe('colorForName', () => {
  it('is deterministic', () => {
    expect(colorForName('Ada Lovelace')).toBe(colorForName('Ada Lovelace'));
    const colours = new Set(['Ada', 'Bob', 'Chen Wei', 'Fatima', 'Luca', 'Zoé'].map(colorForName));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('Avatar', () => {
  it('shows initials with the name as accessible name when there is no src', () => {
    render(<Avatar name="Grace Hopper" />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar.textContent).toBe('GH');
    expect(avatar.tagName).toBe('SPAN');
  });

  it('shows the image when src is given', () => {
    render(<Avatar name="Grace Hopper" src="/grace.jpg" />);
    const img = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/grace.jpg');
  });

  it('falls back to initials when the image fails to load, and retries a new src', () => {
    const { rerender } = render(<Avatar name="Grace Hopper" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('GH');

    rerender(<Avatar name="Grace Hopper" src="/fixed.jpg" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('is hidden from assistive tech when decorative, its initials drawn by CSS', () => {
    const { container } = render(<Avatar name="Grace Hopper" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    // No text for a surrounding button's name to disagree with.
    expect(container.textContent).toBe('');
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('GH');
  });
});
