import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { VerifiedBadge } from './VerifiedBadge';

afterEach(cleanup);

describe('VerifiedBadge', () => {
  it('names the register that confirmed the number', () => {
    renderWithI18n(
      <>
        <VerifiedBadge register="NZBN" />
        <VerifiedBadge size="sm" />
      </>,
    );
    expect(screen.getByText('NZBN verified')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
