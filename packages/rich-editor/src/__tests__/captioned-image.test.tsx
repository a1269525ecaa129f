import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { CaptionedImage } from '../captioned-image';
import { RichEditor } from '../editor';

beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});

const SRC = '/media/uploads/2026/11/ct.webp';

function editorWith(content: string) {
  return new Editor({ extensions: [StarterKit, CaptionedImage.configure({ allowBase64: false })], content });
}

describe('CaptionedImage', () => {
  it('reads a figure with its caption and writes it back, the caption as alt text', () => {
    const editor = editorWith(
      `<figure><img src="${SRC}" alt="旧"><figcaption> 术后第 3 天 CT </figcaption></figure><p>正文</p>`,
    );
    const picture = editor.state.doc.firstChild!;
    expect(picture.type.name).toBe('image');
    expect(picture.attrs).toMatchObject({ src: SRC, caption: '术后第 3 天 CT' });
    expect(editor.getHTML()).toBe(
      `<figure><img src="${SRC}" alt="术后第 3 天 CT"><figcaption>术后第 3 天 CT</figcaption></figure><p>正文</p>`,
    );
    editor.destroy();
  });

  it('still reads a bare picture from before captions, and writes it bare', () => {
    const editor = editorWith(`<p>前</p><img src="${SRC}" alt="增强扫描"><p>后</p>`);
    expect(editor.getHTML()).toBe(`<p>前</p><img src="${SRC}" alt="增强扫描"><p>后</p>`);
    editor.destroy();
  });

  it('writes no figcaption when the caption is emptied', () => {
    const editor = editorWith(`<figure><img src="${SRC}"><figcaption>说明</figcaption></figure>`);
    editor.commands.setNodeSelection(0);
    editor.commands.updateAttributes('image', { caption: '  ' });
    expect(editor.getHTML()).toMatch(new RegExp(`^<img src="${SRC}"`));
    expect(editor.getHTML()).not.toContain('figure');
    editor.destroy();
  });

  it('ignores a figure without a picture of ours and a data: picture', () => {
    const editor = editorWith(
      '<figure><img src="data:image/png;base64,AAAA"><figcaption>说明</figcaption></figure>',
    );
    expect(editor.getHTML()).not.toContain('<img');
    editor.destroy();
  });

  it('counts the caption in the editor text (what an identifier check reads)', () => {
    const editor = editorWith(
      `<figure><img src="${SRC}"><figcaption>张三 住院号 123456</figcaption></figure>`,
    );
    expect(editor.getText()).toContain('张三 住院号 123456');
    editor.destroy();
  });
});

describe('the caption field in RichEditor', () => {
  function setup(initialHtml: string) {
    const onChange = jest.fn();
    render(
      <RichEditor
        initialHtml={initialHtml}
        onChange={onChange}
        uploadImage={jest.fn()}
        onNotice={jest.fn()}
        countChars={(text) => text.length}
        maxChars={1000}
        placeholder="写下病例"
        label="病例内容"
      />,
    );
    const lastHtml = () => onChange.mock.calls.at(-1)?.[0] as string;
    return { lastHtml };
  }

  it('edits the caption under the picture and selects the picture while doing so', async () => {
    const { lastHtml } = setup(`<p>正文</p><img src="${SRC}" alt="">`);
    const field = screen.getByRole('textbox', { name: '图片说明' });
    expect(field).toHaveAttribute('placeholder', '添加图片说明（选填）');
    expect(screen.getByRole('button', { name: '图片打码/裁剪' })).toBeDisabled();
    act(() => field.focus());
    expect(screen.getByRole('button', { name: '图片打码/裁剪' })).toBeEnabled();
    act(() => {
      fireEvent.input(field, { target: { value: '术前 MRI' } });
    });
    // (StarterKit keeps an empty paragraph after a last picture, to type on below it)
    expect(lastHtml()).toMatch(
      /^<p>正文<\/p><figure><img src="[^"]+" alt="术前 MRI"><figcaption>术前 MRI<\/figcaption><\/figure>(<p><\/p>)?$/,
    );
    act(() => {
      fireEvent.input(field, { target: { value: '' } });
    });
    expect(lastHtml()).toMatch(/^<p>正文<\/p><img src="[^"]+" alt="">(<p><\/p>)?$/);
  });

  it('goes on to the text below the picture on Enter', async () => {
    const { lastHtml } = setup(`<figure><img src="${SRC}"><figcaption>说明</figcaption></figure>`);
    const field = screen.getByRole('textbox', { name: '图片说明' });
    act(() => field.focus());
    act(() => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(lastHtml()).toMatch(/<\/figure><p><\/p>$/);
    // TipTap focuses on the next frame
    await waitFor(() => expect(screen.getByRole('textbox', { name: '病例内容' })).toHaveFocus());
  });
});
