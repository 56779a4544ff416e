import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

/** An IntersectionObserver the test drives: `enter()` says its element came into view. */
function stubObserver() {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback | undefined;
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observed,
    enter() {
      const entries = observed.map((target) => ({ target, isIntersecting: true }));
      callback?.(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('renders its content at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Below the fold</p>
      </WhenNear>,
    );
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });

  it('holds its box empty until it comes near the viewport', async () => {
    // No idle time in this test: only the observer can bring the content.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const observer = stubObserver();
    const { container } = render(
      <WhenNear className="room">
        <p>Below the fold</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(container.querySelector('.room')).toBeTruthy();
    expect(observer.observed).toHaveLength(1);
    await act(async () => observer.enter());
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });

  it('renders its content once the loaded page is idle, even out of view', async () => {
    stubObserver();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(
      <WhenNear>
        <p>Below the fold</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(idle).toBeTypeOf('function');
    await act(async () => idle?.());
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });
});
