import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the page and the site', () => {
    const { rerender } = render(<Page title="About" />);
    expect(document.title).toBe('About · Quoteway');
    rerender(<Page title="" />);
    expect(document.title).toBe('Quoteway');
  });
});
