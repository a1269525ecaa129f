import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichEditor } from '../editor';
import type { Pixels } from '../picture-tool';
import { PictureTool, type PictureToolProps } from '../picture-tool';

/*
 * jsdom has no canvas and decodes no pictures: the picture is an 80 × 60 grey pattern handed out by a
 * stubbed 2D context, each canvas remembers what was last put on it, and the canvas is shown at half
 * its size, so the pointer's screen coordinates are doubled into the picture's own pixels.
 */
const WIDTH = 80;
const HEIGHT = 60;
const SHOWN = 0.5;

function source(): Pixels {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const v = (x * 7 + y * 13) % 256;
      data.set([v, v, v, 255], (y * WIDTH + x) * 4);
    }
  return { data, width: WIDTH, height: HEIGHT };
}

const painted = new WeakMap<HTMLCanvasElement, Pixels>();
let toBlob: jest.Mock;
let decode: jest.Mock;

beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
  // jsdom has no PointerEvent; React reads pointerId and pointerType from it
  class TestPointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
});

beforeEach(() => {
  decode = jest.fn(async () => {});
  Object.assign(HTMLImageElement.prototype, { decode });
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(WIDTH);
  jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(HEIGHT);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      drawImage: jest.fn(),
      getImageData: () => source(),
      createImageData: (width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4),
        width,
        height,
      }),
      putImageData: (image: Pixels) => painted.set(this, image),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return new DOMRect(0, 0, this.width * SHOWN, this.height * SHOWN);
  });
  toBlob = jest.fn(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  });
  Object.assign(HTMLCanvasElement.prototype, { toBlob });
});

const pixelAt = (image: Pixels, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** a drag on the canvas, in screen pixels */
function drag(canvas: HTMLElement, from: [number, number], to: [number, number], pointerType = 'mouse') {
  act(() => {
    fireEvent.pointerDown(canvas, {
      clientX: from[0],
      clientY: from[1],
      pointerId: 3,
      pointerType,
      button: 0,
    });
    fireEvent.pointerMove(canvas, {
      clientX: (from[0] + to[0]) / 2,
      clientY: (from[1] + to[1]) / 2,
      pointerId: 3,
      pointerType,
    });
    fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1], pointerId: 3, pointerType });
    fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1], pointerId: 3, pointerType });
  });
}

async function open(overrides: Partial<PictureToolProps> = {}) {
  const props: PictureToolProps = {
    src: '/media/uploads/2026/11/ct.webp',
    uploadImage: jest.fn(async () => ({ url: '/media/uploads/2026/11/masked.webp' })),
    onDone: jest.fn(),
    onCancel: jest.fn(),
    onNotice: jest.fn(),
    ...overrides,
  };
  render(<PictureTool {...props} />);
  const canvas = (await screen.findByTestId('picture-tool-canvas')) as HTMLCanvasElement;
  return { props, canvas };
}

describe('PictureTool', () => {
  it('shows the picture at its own size in a dialog, in 打码 mode', async () => {
    const { canvas } = await open();
    expect(screen.getByRole('dialog', { name: '图片打码/裁剪' })).toBeInTheDocument();
    expect([canvas.width, canvas.height]).toEqual([WIDTH, HEIGHT]);
    expect(painted.get(canvas)!.data).toEqual(source().data);
    expect(screen.getByRole('button', { name: '打码' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    expect(screen.getByText('尚未修改')).toBeInTheDocument();
  });

  it('pixelates a dragged rectangle, in the picture’s own pixels, and undoes it', async () => {
    const { canvas } = await open();
    // screen (5, 5)–(20, 15) is picture (10, 10)–(40, 30)
    drag(canvas, [20, 15], [5, 5]);
    expect(screen.getByText('已修改 1 步')).toBeInTheDocument();
    const masked = painted.get(canvas)!;
    // the cell is half the rectangle's short side (10 px): (10,10)–(19,19) is one colour
    expect(pixelAt(masked, 10, 10)).toEqual(pixelAt(masked, 19, 19));
    expect(pixelAt(masked, 10, 10)).not.toEqual(pixelAt(source(), 10, 10));
    expect(pixelAt(masked, 9, 10)).toEqual(pixelAt(source(), 9, 10));
    expect(pixelAt(masked, 40, 30)).toEqual(pixelAt(source(), 40, 30));

    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(painted.get(canvas)!.data).toEqual(source().data);
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
  });

  it('takes a touch drag like a mouse drag, and a tap as nothing', async () => {
    const { canvas } = await open();
    drag(canvas, [10, 10], [11, 11], 'touch');
    expect(screen.getByText('尚未修改')).toBeInTheDocument();
    drag(canvas, [0, 0], [20, 20], 'touch');
    expect(screen.getByText('已修改 1 步')).toBeInTheDocument();
  });

  it('crops to the dragged rectangle', async () => {
    const { canvas } = await open();
    await userEvent.click(screen.getByRole('button', { name: '裁剪' }));
    expect(screen.getByRole('button', { name: '裁剪' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/框出要保留的部分/)).toBeInTheDocument();
    drag(canvas, [5, 10], [25, 25]);
    expect([canvas.width, canvas.height]).toEqual([40, 30]);
    expect(pixelAt(painted.get(canvas)!, 0, 0)).toEqual(pixelAt(source(), 10, 20));
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect([canvas.width, canvas.height]).toEqual([WIDTH, HEIGHT]);
  });

  it('on 完成 uploads the edited picture as a JPEG and hands back its address', async () => {
    const { canvas, props } = await open();
    drag(canvas, [0, 0], [20, 10]);
    await userEvent.click(screen.getByRole('button', { name: '裁剪' }));
    drag(canvas, [0, 0], [30, 20]);
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(props.onDone).toHaveBeenCalledWith('/media/uploads/2026/11/masked.webp'));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    const file = (props.uploadImage as jest.Mock).mock.calls[0][0] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('picture.jpg');
    // the stubbed toBlob writes the canvas's size: the upload is the cropped picture
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file);
    });
    expect(text).toBe('60x40');
  });

  it('keeps a PNG a PNG', async () => {
    const { canvas, props } = await open({ src: '/media/uploads/2026/11/scan.png' });
    drag(canvas, [0, 0], [20, 10]);
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(props.onDone).toHaveBeenCalled());
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', undefined);
  });

  it('says why an upload failed and stays open to try again', async () => {
    const { canvas, props } = await open({
      uploadImage: jest.fn(async () => {
        throw new Error('图片上传过于频繁，请稍后再试');
      }),
    });
    drag(canvas, [0, 0], [20, 10]);
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(props.onNotice).toHaveBeenCalledWith('图片上传过于频繁，请稍后再试'));
    expect(props.onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '完成' })).toBeEnabled();
  });

  it('closes without uploading when nothing was changed, on 取消 and on Escape', async () => {
    const { props } = await open();
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(3);
    expect(props.uploadImage).not.toHaveBeenCalled();
  });

  it('says so when the picture cannot be loaded', async () => {
    decode.mockRejectedValue(new Error('EncodingError'));
    render(
      <PictureTool
        src="/media/uploads/2026/11/gone.webp"
        uploadImage={jest.fn()}
        onDone={jest.fn()}
        onCancel={jest.fn()}
        onNotice={jest.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('图片加载失败');
    expect(screen.getByRole('button', { name: '打码' })).toBeDisabled();
  });
});

describe('the picture tool in RichEditor', () => {
  it('replaces the selected picture by the edited upload, which the editor’s 撤销 does not undo', async () => {
    const onChange = jest.fn();
    const uploadImage = jest.fn(async () => ({
      url: '/media/uploads/2026/11/masked.webp',
      width: 60,
      height: 40,
    }));
    render(
      <RichEditor
        initialHtml={'<p>正文</p><img src="/media/uploads/2026/11/ct.webp" alt="">'}
        onChange={onChange}
        uploadImage={uploadImage}
        onNotice={jest.fn()}
        countChars={(text) => text.length}
        maxChars={1000}
        placeholder="写下病例"
        label="病例内容"
      />,
    );
    const lastHtml = () => onChange.mock.calls.at(-1)?.[0] as string;
    const caption = screen.getByRole('textbox', { name: '图片说明' });
    act(() => caption.focus());
    act(() => {
      fireEvent.input(caption, { target: { value: '术前 CT' } });
    });
    await userEvent.click(screen.getByRole('button', { name: '图片打码/裁剪' }));
    const canvas = await screen.findByTestId('picture-tool-canvas');
    drag(canvas, [0, 0], [20, 10]);
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploadImage).toHaveBeenCalledWith(expect.any(File));
    expect(lastHtml()).toContain(
      '<figure><img src="/media/uploads/2026/11/masked.webp" alt="术前 CT"><figcaption>术前 CT</figcaption></figure>',
    );
    // the caption typed before is undone; the covered picture does not come back
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(lastHtml()).not.toContain('figcaption');
    expect(lastHtml()).toContain('masked.webp');
    expect(lastHtml()).not.toContain('ct.webp');
  });
});
