import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WATERMARK_ATTRIBUTE } from '../watermark-layer.ts';
import { Watermark } from './watermark.tsx';

const layers = () => document.body.querySelectorAll(`[${WATERMARK_ATTRIBUTE}]`);

describe('<Watermark>', () => {
  it('shows one layer on the body while it has lines, and none once switched off or unmounted', () => {
    const view = render(<Watermark lines={['张三 staff', '2026-11-27']} />);
    expect(layers()).toHaveLength(1);
    expect(layers()[0]?.getAttribute(WATERMARK_ATTRIBUTE)).toBe('张三 staff 2026-11-27');
    view.rerender(<Watermark lines={['张三 staff', '2026-11-27']} />);
    expect(layers()).toHaveLength(1);
    view.rerender(<Watermark lines={null} />);
    expect(layers()).toHaveLength(0);
    view.rerender(<Watermark lines={['李四 newbie', '2026-11-28']} />);
    expect(layers()[0]?.getAttribute(WATERMARK_ATTRIBUTE)).toBe('李四 newbie 2026-11-28');
    view.unmount();
    expect(layers()).toHaveLength(0);
  });
});
