import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { type PointerEvent as ReactPointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { messages } from './messages';

/** pixels as canvas ImageData holds them: RGBA, row by row */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** a rectangle in the picture's own pixels (not the screen's) */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PictureStep = { kind: 'mosaic' | 'crop'; rect: Rect; seed: number };

/** the rectangle between two points of a drag, in whole pixels, kept inside the picture */
export function normaliseRect(a: Point, b: Point, bounds: { width: number; height: number }): Rect {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const left = clamp(Math.floor(Math.min(a.x, b.x)), bounds.width);
  const top = clamp(Math.floor(Math.min(a.y, b.y)), bounds.height);
  const right = clamp(Math.ceil(Math.max(a.x, b.x)), bounds.width);
  const bottom = clamp(Math.ceil(Math.max(a.y, b.y)), bounds.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The mosaic's cell size for a rectangle: at least half the rectangle's short side, so a rectangle
 * drawn tightly round a line of text leaves at most two cells for the line's height — no glyph
 * survives that — and at least 1/60 of the picture's long side, so a label on a large scan is
 * covered by cells a reader can see.
 */
export function mosaicBlock(rect: Rect, image: { width: number; height: number }): number {
  return Math.max(
    8,
    Math.ceil(Math.max(image.width, image.height) / 60),
    Math.ceil(Math.min(rect.width, rect.height) / 2),
  );
}

/** how far (in 0-255 levels) each cell's colour is moved at random */
export const MOSAIC_NOISE = 24;

/**
 * Replaces the rectangle, in place, by cells of their average colour, each moved by a random offset
 * of up to ±`MOSAIC_NOISE` levels. The cells are spread evenly over the rectangle (no thin leftover
 * cell keeps a column of near-original pixels). The offset is there because a plain average is a
 * known function of the text under it: with the font known, candidate texts can be pixelated the
 * same way and matched (the Depix attack); the offset is larger than the difference one glyph makes.
 * `random` gives numbers in [0, 1).
 */
export function pixelate(image: Pixels, rect: Rect, block: number, random: () => number = Math.random): void {
  const { data, width } = image;
  const columns = Math.max(1, Math.ceil(rect.width / block));
  const rows = Math.max(1, Math.ceil(rect.height / block));
  for (let row = 0; row < rows; row += 1) {
    const y0 = rect.y + Math.floor((row * rect.height) / rows);
    const y1 = rect.y + Math.floor(((row + 1) * rect.height) / rows);
    for (let column = 0; column < columns; column += 1) {
      const x0 = rect.x + Math.floor((column * rect.width) / columns);
      const x1 = rect.x + Math.floor(((column + 1) * rect.width) / columns);
      const count = (x1 - x0) * (y1 - y0);
      if (count <= 0) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const i = (y * width + x) * 4;
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
          a += data[i + 3]!;
        }
      }
      // one offset for the three channels: a grey scan stays grey
      const offset = Math.round((random() * 2 - 1) * MOSAIC_NOISE);
      const cell = [r / count + offset, g / count + offset, b / count + offset, a / count];
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const i = (y * width + x) * 4;
          // Uint8ClampedArray rounds and clamps to 0-255 itself
          data[i] = cell[0]!;
          data[i + 1] = cell[1]!;
          data[i + 2] = cell[2]!;
          data[i + 3] = cell[3]!;
        }
      }
    }
  }
}

/** the rectangle's pixels as a picture of their own */
export function cropPixels(image: Pixels, rect: Rect): Pixels {
  const data = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y += 1) {
    const from = ((rect.y + y) * image.width + rect.x) * 4;
    data.set(image.data.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  return { data, width: rect.width, height: rect.height };
}

/** a small seeded generator (mulberry32), so replaying the steps after an undo redraws the same cells */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** the original with the steps applied in order; the original is not changed */
export function applySteps(original: Pixels, steps: readonly PictureStep[]): Pixels {
  let image: Pixels = {
    data: new Uint8ClampedArray(original.data),
    width: original.width,
    height: original.height,
  };
  for (const step of steps) {
    if (step.kind === 'crop') image = cropPixels(image, step.rect);
    else pixelate(image, step.rect, mosaicBlock(step.rect, image), seeded(step.seed));
  }
  return image;
}

/** PNG keeps a PNG, and any transparency (JPEG would turn it black); everything else goes as JPEG */
export function exportType(src: string, image: Pixels): 'image/png' | 'image/jpeg' {
  if (/\.png$/i.test(src.split(/[?#]/)[0] ?? '')) return 'image/png';
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! < 255) return 'image/png';
  return 'image/jpeg';
}

export const JPEG_QUALITY = 0.92;

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

async function loadPixels(src: string): Promise<Pixels> {
  // crossOrigin stays unset: our uploads are same-origin, so the canvas is not tainted
  const img = new Image();
  img.src = src;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0 || canvas.height === 0) throw new Error('no picture');
  context.drawImage(img, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function paint(canvas: HTMLCanvasElement, image: Pixels) {
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const out = context.createImageData(image.width, image.height);
  out.data.set(image.data);
  context.putImageData(out, 0, 0);
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))),
      type,
      type === 'image/jpeg' ? JPEG_QUALITY : undefined,
    );
  });
}

export interface PictureToolProps {
  /** the picture being edited: one of our uploads (same origin) */
  src: string;
  /** sends the edited picture to the server, as RichEditor's `uploadImage`; rejects with a message for the user */
  uploadImage(file: File): Promise<{ url: string }>;
  /** the edited picture's new address; not called when nothing was changed */
  onDone(url: string): void;
  /** closed without a change */
  onCancel(): void;
  onNotice(message: string): void;
}

type Mode = PictureStep['kind'];

/**
 * A dialog to hide what a picture must not show (打码: each dragged rectangle is pixelated) and to
 * cut it down (裁剪: the dragged rectangle is kept). The changes are made in the pixels, so the new
 * picture holds nothing of what was covered; on 完成 it is uploaded as a new file.
 */
export function PictureTool({ src, uploadImage, onDone, onCancel, onNotice }: PictureToolProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [original, setOriginal] = useState<Pixels | null>(null);
  const [failed, setFailed] = useState(false);
  const [steps, setSteps] = useState<PictureStep[]>([]);
  const [mode, setMode] = useState<Mode>('mosaic');
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    loadPixels(src).then(
      (pixels) => live && setOriginal(pixels),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [src]);

  const picture = useMemo(() => (original ? applySteps(original, steps) : null), [original, steps]);

  useEffect(() => {
    if (picture && canvasRef.current) paint(canvasRef.current, picture);
  }, [picture]);

  /** the pointer's place in the picture's own pixels (the canvas is shown scaled to fit) */
  const toPicture = (event: ReactPointerEvent<HTMLCanvasElement>): Point | null => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!picture || box.width === 0 || box.height === 0) return null;
    return {
      x: ((event.clientX - box.left) * picture.width) / box.width,
      y: ((event.clientY - box.top) * picture.height) / box.height,
    };
  };

  // the drag lives in a ref: pointer events can come faster than React renders, and each handler
  // must see the one before it; the state only draws the rectangle
  const dragRef = useRef<{ from: Point; to: Point } | null>(null);
  const moveDrag = (next: { from: Point; to: Point } | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (saving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = toPicture(event);
    if (!point) return;
    event.preventDefault();
    // the rest of the drag comes here even when the finger leaves the canvas
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveDrag({ from: point, to: point });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const point = toPicture(event);
    if (point) moveDrag({ from: current.from, to: point });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = dragRef.current;
    if (!current || !picture) return;
    const point = toPicture(event) ?? current.to;
    moveDrag(null);
    const rect = normaliseRect(current.from, point, picture);
    // a tap, or a shaky click, is not a rectangle: 6 screen pixels at least on each side
    const box = event.currentTarget.getBoundingClientRect();
    const least = box.width > 0 ? (6 * picture.width) / box.width : 6;
    if (rect.width < least || rect.height < least) return;
    setSteps((done) => [...done, { kind: mode, rect, seed: randomSeed() }]);
  };

  const finish = async () => {
    const canvas = canvasRef.current;
    if (steps.length === 0 || !picture || !canvas) {
      onCancel();
      return;
    }
    setSaving(true);
    try {
      const type = exportType(src, picture);
      const blob = await canvasBlob(canvas, type);
      const file = new File([blob], type === 'image/png' ? 'picture.png' : 'picture.jpg', { type });
      const uploaded = await uploadImage(file);
      onDone(uploaded.url);
    } catch (error) {
      onNotice(error instanceof Error && error.message ? error.message : messages.pictureSaveFailed);
      setSaving(false);
    }
  };

  const selection = drag && picture ? normaliseRect(drag.from, drag.to, picture) : null;
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  const modeButton = (kind: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === kind}
      disabled={!picture || saving}
      onClick={() => setMode(kind)}
      className={`h-8 rounded px-3 text-sm disabled:opacity-40 ${
        mode === kind ? 'bg-brand text-white' : 'border border-line text-ink-soft hover:bg-surface'
      }`}
    >
      {label}
    </button>
  );

  return (
    <Dialog
      open
      onClose={() => {
        if (!saving) onCancel();
      }}
      title={messages.pictureTool}
      width={760}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button disabled={!picture} loading={saving} onClick={() => void finish()}>
            {messages.done}
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2 pb-2">
        {modeButton('mosaic', messages.mosaic)}
        {modeButton('crop', messages.crop)}
        <button
          type="button"
          disabled={steps.length === 0 || saving}
          onClick={() => setSteps((done) => done.slice(0, -1))}
          className="h-8 rounded border border-line px-3 text-sm text-ink-soft hover:bg-surface disabled:opacity-40"
        >
          {messages.undoStep}
        </button>
        <span className="ml-auto text-xs text-ink-mute" aria-live="polite">
          {messages.edits(steps.length)}
        </span>
      </div>
      <p className="pb-2 text-xs text-ink-mute">
        {mode === 'mosaic' ? messages.mosaicHint : messages.cropHint}
      </p>
      {failed ? (
        <p role="alert" className="py-8 text-center text-red-600">
          {messages.pictureLoadFailed}
        </p>
      ) : picture ? (
        <div
          className="relative mx-auto overflow-hidden"
          // the frame is exactly the shown canvas (fitted to the width and to 60 % of the screen's
          // height, never enlarged), so the selection's percentages land on the picture
          style={{
            width: `min(100%, ${picture.width}px, ${(60 * picture.width) / picture.height}vh)`,
            aspectRatio: `${picture.width} / ${picture.height}`,
          }}
        >
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={messages.pictureCanvas}
            data-testid="picture-tool-canvas"
            className="block h-full w-full cursor-crosshair touch-none select-none"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => moveDrag(null)}
          />
          {selection ? (
            <div
              aria-hidden="true"
              className={`picture-tool-selection is-${mode}`}
              style={{
                left: percent(selection.x, picture.width),
                top: percent(selection.y, picture.height),
                width: percent(selection.width, picture.width),
                height: percent(selection.height, picture.height),
              }}
            />
          ) : null}
        </div>
      ) : (
        <p className="py-8 text-center text-ink-mute">{messages.pictureLoading}</p>
      )}
    </Dialog>
  );
}
