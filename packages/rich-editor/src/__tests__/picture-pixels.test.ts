import {
  applySteps,
  cropPixels,
  exportType,
  MOSAIC_NOISE,
  mosaicBlock,
  normaliseRect,
  type Pixels,
  pixelate,
  type Rect,
} from '../picture-tool';

/** a grey picture whose every pixel differs from its neighbours: value = (x * 7 + y * 13) % 256 */
function picture(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const v = (x * 7 + y * 13) % 256;
      data.set([v, v, v, 255], i);
    }
  return { data, width, height };
}

const at = (image: Pixels, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** a black "label" with white strokes that draw a given pattern, as burned-in text would */
function label(strokes: readonly [number, number][]): Pixels {
  const image: Pixels = { data: new Uint8ClampedArray(40 * 20 * 4), width: 40, height: 20 };
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  for (const [x, y] of strokes) image.data.set([255, 255, 255, 255], (y * 40 + x) * 4);
  return image;
}

describe('normaliseRect', () => {
  it('orders the corners of a drag in any direction and keeps whole pixels', () => {
    expect(normaliseRect({ x: 30.6, y: 20.2 }, { x: 10.4, y: 5.9 }, { width: 100, height: 100 })).toEqual({
      x: 10,
      y: 5,
      width: 21,
      height: 16,
    });
  });

  it('keeps the rectangle inside the picture when the drag runs past its edge', () => {
    expect(normaliseRect({ x: -12, y: 90 }, { x: 40, y: 140 }, { width: 100, height: 100 })).toEqual({
      x: 0,
      y: 90,
      width: 40,
      height: 10,
    });
  });
});

describe('mosaicBlock', () => {
  it('makes a cell at least half the short side of the rectangle', () => {
    expect(mosaicBlock({ x: 0, y: 0, width: 300, height: 40 }, { width: 800, height: 600 })).toBe(20);
  });

  it('grows with the picture, so a large scan gets visible cells', () => {
    expect(mosaicBlock({ x: 0, y: 0, width: 300, height: 20 }, { width: 2000, height: 1500 })).toBe(34);
    expect(mosaicBlock({ x: 0, y: 0, width: 4, height: 4 }, { width: 100, height: 100 })).toBe(8);
  });
});

describe('pixelate', () => {
  const none = () => 0.5; // no offset

  it('fills each cell with one colour and leaves everything outside the rectangle as it was', () => {
    const image = picture(60, 40);
    const before = picture(60, 40);
    const rect: Rect = { x: 10, y: 5, width: 30, height: 20 };
    pixelate(image, rect, 10, none);
    for (let y = 0; y < 40; y += 1)
      for (let x = 0; x < 60; x += 1) {
        const inside = x >= 10 && x < 40 && y >= 5 && y < 25;
        if (!inside) expect(at(image, x, y)).toEqual(at(before, x, y));
      }
    // 3 × 2 cells of 10 px, each uniform
    for (let cy = 0; cy < 2; cy += 1)
      for (let cx = 0; cx < 3; cx += 1) {
        const first = at(image, 10 + cx * 10, 5 + cy * 10);
        for (let y = 0; y < 10; y += 1)
          for (let x = 0; x < 10; x += 1) expect(at(image, 10 + cx * 10 + x, 5 + cy * 10 + y)).toEqual(first);
      }
  });

  it('gives a cell the average of its pixels when the offset is zero', () => {
    const image: Pixels = { data: new Uint8ClampedArray(2 * 1 * 4), width: 2, height: 1 };
    image.data.set([0, 100, 200, 255, 100, 200, 0, 255]);
    pixelate(image, { x: 0, y: 0, width: 2, height: 1 }, 2, none);
    expect(Array.from(image.data)).toEqual([50, 150, 100, 255, 50, 150, 100, 255]);
  });

  it('spreads the cells evenly: no thin leftover strip keeps near-original pixels', () => {
    const image = picture(23, 10);
    pixelate(image, { x: 0, y: 0, width: 23, height: 10 }, 10, none);
    // 3 columns over 23 px: 7, 8 and 8 wide
    const row = Array.from({ length: 23 }, (_, x) => at(image, x, 0)[0]);
    const runs = row.reduce<number[]>((lengths, v, x) => {
      if (x > 0 && v === row[x - 1]) lengths[lengths.length - 1]! += 1;
      else lengths.push(1);
      return lengths;
    }, []);
    expect(runs).toEqual([7, 8, 8]);
  });

  it('moves each cell by a random offset of at most MOSAIC_NOISE levels, the same on r, g and b', () => {
    const plain = picture(40, 40);
    const noisy = picture(40, 40);
    const rect = { x: 0, y: 0, width: 40, height: 40 };
    pixelate(plain, rect, 10, none);
    pixelate(noisy, rect, 10, () => 0.999);
    const [r0, , , a0] = at(plain, 0, 0);
    const [r1, g1, b1, a1] = at(noisy, 0, 0);
    expect(r1! - r0!).toBeGreaterThan(MOSAIC_NOISE - 2);
    expect(r1! - r0!).toBeLessThanOrEqual(MOSAIC_NOISE);
    expect([g1, b1]).toEqual([r1, r1]);
    expect(a1).toBe(a0);
  });

  it('leaves two different labels of the same ink indistinguishable once covered', () => {
    // "1" and "7" drawn with the same number of stroke pixels in the same cell
    const one = label([
      [5, 3],
      [5, 4],
      [5, 5],
      [5, 6],
      [5, 7],
    ]);
    const seven = label([
      [3, 3],
      [4, 3],
      [5, 3],
      [5, 4],
      [4, 5],
    ]);
    const rect = { x: 0, y: 0, width: 40, height: 20 };
    const block = mosaicBlock(rect, one);
    pixelate(one, rect, block, none);
    pixelate(seven, rect, block, none);
    expect(Array.from(one.data)).toEqual(Array.from(seven.data));
  });
});

describe('cropPixels', () => {
  it('keeps exactly the rectangle', () => {
    const image = picture(50, 30);
    const cut = cropPixels(image, { x: 12, y: 7, width: 9, height: 4 });
    expect(cut.width).toBe(9);
    expect(cut.height).toBe(4);
    expect(at(cut, 0, 0)).toEqual(at(image, 12, 7));
    expect(at(cut, 8, 3)).toEqual(at(image, 20, 10));
  });
});

describe('applySteps', () => {
  it('applies the steps in order on a copy; the same steps give the same pixels again (an undo replays them)', () => {
    const original = picture(80, 60);
    const untouched = Array.from(original.data);
    const steps = [
      { kind: 'mosaic' as const, rect: { x: 0, y: 0, width: 40, height: 20 }, seed: 7 },
      { kind: 'crop' as const, rect: { x: 0, y: 0, width: 50, height: 30 }, seed: 8 },
    ];
    const once = applySteps(original, steps);
    const again = applySteps(original, steps);
    expect(Array.from(original.data)).toEqual(untouched);
    expect([once.width, once.height]).toEqual([50, 30]);
    expect(Array.from(once.data)).toEqual(Array.from(again.data));
    // the covered part is a mosaic in the cropped result too; the part outside it is the original
    expect(at(once, 1, 1)).toEqual(at(once, 2, 2));
    expect(at(once, 45, 25)).toEqual(at(original, 45, 25));
  });
});

describe('exportType', () => {
  it('keeps PNG for a PNG and for transparency, JPEG otherwise', () => {
    const opaque = picture(2, 2);
    expect(exportType('/media/uploads/2026/11/a.webp', opaque)).toBe('image/jpeg');
    expect(exportType('/media/uploads/2026/11/a.PNG?v=1', opaque)).toBe('image/png');
    const clear = picture(2, 2);
    clear.data[3] = 0;
    expect(exportType('/media/uploads/2026/11/a.webp', clear)).toBe('image/png');
  });
});
