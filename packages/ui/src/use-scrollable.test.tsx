import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollable } from './use-scrollable.ts';

function Box({ wide }: { wide: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(ref);
  return (
    <div ref={ref} data-testid="box" data-wide={wide} data-scrollable={scrollable}>
      <span />
    </div>
  );
}

describe('useScrollable', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells whether the content overflows, as the resize observer reports it', () => {
    // jsdom lays nothing out: the observer fires at once and the widths come from the data attribute.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    const width = (el: HTMLElement) => (el.dataset.wide === 'true' ? 900 : 300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return width(this);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    render(<Box wide />);
    expect(screen.getByTestId('box').dataset.scrollable).toBe('true');
    cleanup();
    render(<Box wide={false} />);
    expect(screen.getByTestId('box').dataset.scrollable).toBe('false');
  });
});
