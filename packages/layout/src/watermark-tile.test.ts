import { describe, expect, it, vi } from 'vitest';
import { drawWatermarkTile, WATERMARK_COLOR, watermarkLines } from './watermark-tile.ts';

const day = Date.UTC(2026, 10, 27, 8, 0);

describe('watermarkLines', () => {
  it('names the person by name and account, then the date', () => {
    expect(watermarkLines({ name: '张三', account: 'staff' }, day, 'UTC')).toEqual([
      '张三 staff',
      '2026-11-27',
    ]);
  });

  it('leaves a blank name, or one that is the account, out', () => {
    expect(watermarkLines({ name: ' ', account: 'staff' }, day, 'UTC')[0]).toBe('staff');
    expect(watermarkLines({ name: 'staff', account: 'staff' }, day, 'UTC')[0]).toBe('staff');
  });

  it('takes the date in the given time zone', () => {
    expect(
      watermarkLines({ name: '张三', account: 'staff' }, Date.UTC(2026, 10, 27, 20), 'Asia/Shanghai')[1],
    ).toBe('2026-11-28');
  });
});

/** A 2D context that records what is drawn; every character is 10 px wide. */
function fakeCanvasDocument() {
  const drawn: { text: string; y: number }[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    measureText: (text: string) => ({ width: text.length * 10 }),
    scale: vi.fn(),
    translate: vi.fn(),
    rotate: vi.fn(),
    fillText: (text: string, _x: number, y: number) => drawn.push({ text, y }),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toDataURL: (type: string) => `data:${type};base64,AAAA`,
  };
  const doc = { createElement: () => canvas } as unknown as Document;
  return { doc, canvas, context, drawn };
}

describe('drawWatermarkTile', () => {
  it('draws every line on a canvas, faintly, and answers a data URL of the tile', () => {
    const { doc, canvas, context, drawn } = fakeCanvasDocument();
    const tile = drawWatermarkTile(['张三 staff', '2026-11-27'], { document: doc, pixelRatio: 2 });
    expect(drawn.map((d) => d.text)).toEqual(['张三 staff', '2026-11-27']);
    expect(drawn[0]?.y).toBeLessThan(drawn[1]?.y ?? 0);
    expect(context.fillStyle).toBe(WATERMARK_COLOR);
    expect(tile.url).toBe('data:image/png;base64,AAAA');
    // Wider than the widest line, and drawn at twice the size for a dense screen.
    expect(tile.width).toBeGreaterThan(100);
    expect(canvas.width).toBe(Math.ceil(tile.width * 2));
    expect(context.scale).toHaveBeenCalledWith(2, 2);
  });

  it('falls back to an SVG tile holding the same text where no canvas draws', () => {
    const tile = drawWatermarkTile(['张三 <staff>', '2026-11-27'], {
      document: { createElement: () => ({ getContext: () => null }) } as unknown as Document,
    });
    expect(tile.url.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(tile.url.slice(tile.url.indexOf(',') + 1));
    expect(svg).toContain('>张三 &#60;staff&#62;</text>');
    expect(svg).toContain('>2026-11-27</text>');
  });
});
