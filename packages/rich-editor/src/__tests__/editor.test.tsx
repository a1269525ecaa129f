import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichEditor, type RichEditorProps } from '../editor';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});

const count = (text: string) => Array.from(text.replace(/\s+/g, '')).length;

function setup(overrides: Partial<RichEditorProps> = {}) {
  const props: RichEditorProps = {
    initialHtml: '<p>术后复查</p>',
    onChange: jest.fn(),
    uploadImage: jest.fn(async () => ({ url: '/media/uploads/2026/11/abc.webp', width: 800, height: 600 })),
    onNotice: jest.fn(),
    countChars: count,
    maxChars: 10,
    placeholder: '写下你的回答',
    label: '回答内容',
    ...overrides,
  };
  render(<RichEditor {...props} />);
  const lastHtml = () => (props.onChange as jest.Mock).mock.calls.at(-1)?.[0] as string;
  return { props, lastHtml };
}

describe('RichEditor', () => {
  it('says under each empty section heading what goes there, and nothing under a written one', () => {
    setup({
      initialHtml: '<h2>主诉</h2><p></p><h2>查体</h2><p>GCS 15</p><h2>其他</h2><p></p>',
      sectionHint: (heading) => (heading === '主诉' ? '主要症状及持续时间' : null),
    });
    const paragraphs = screen.getByRole('textbox', { name: '回答内容' }).querySelectorAll('p');
    expect(paragraphs[0]).toHaveAttribute('data-placeholder', '主要症状及持续时间');
    expect(paragraphs[1]).not.toHaveAttribute('data-placeholder');
    expect(paragraphs[2]?.getAttribute('data-placeholder') ?? '').toBe('');
  });

  it('starts from a restored draft and counts its characters against the limit', async () => {
    const { props } = setup();
    expect(screen.getByRole('textbox', { name: '回答内容' })).toHaveTextContent('术后复查');
    expect(screen.getByText('4/10 字')).toBeInTheDocument();
    expect(props.onChange).toHaveBeenCalledWith('<p>术后复查</p>', 4);
  });

  it('says when the text is over the limit', () => {
    setup({ initialHtml: '<p>一二三四五六七八九十十一</p>' });
    expect(screen.getByText(/已超过 10 字/)).toBeInTheDocument();
  });

  it('turns the block into a heading and a quote from the toolbar', async () => {
    const { lastHtml } = setup();
    await userEvent.click(screen.getByRole('button', { name: '标题' }));
    // an empty paragraph follows a last heading, so one can type on below it
    expect(lastHtml()).toMatch(/^<h2>术后复查<\/h2>(<p><\/p>)?$/);
    expect(screen.getByRole('button', { name: '标题' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '标题' }));
    await userEvent.click(screen.getByRole('button', { name: '引用' }));
    expect(lastHtml()).toMatch(/^<blockquote><p>术后复查<\/p><\/blockquote>/);
  });

  it('uploads a chosen picture and inserts it at its server address', async () => {
    const { props, lastHtml } = setup();
    const file = new File([new Uint8Array([1, 2, 3])], 'ct.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-editor-file'), { target: { files: [file] } });
    });
    await waitFor(() => expect(lastHtml()).toContain('<img src="/media/uploads/2026/11/abc.webp"'));
    expect(props.uploadImage).toHaveBeenCalledWith(file);
  });

  it('tells why an upload failed and inserts nothing', async () => {
    const { props, lastHtml } = setup({
      uploadImage: jest.fn(async () => {
        throw new Error('仅支持 JPG、PNG、WebP、GIF 格式的图片');
      }),
    });
    const file = new File(['<svg/>'], 'x.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-editor-file'), { target: { files: [file] } });
    });
    await waitFor(() => expect(props.onNotice).toHaveBeenCalledWith('仅支持 JPG、PNG、WebP、GIF 格式的图片'));
    expect(lastHtml()).not.toContain('<img');
  });

  it('inserts a video link, refusing an address that is not http(s)', async () => {
    const { props, lastHtml } = setup();
    await userEvent.click(screen.getByRole('button', { name: '插入视频链接' }));
    const input = screen.getByRole('textbox', { name: '视频地址' });
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '插入' }));
    expect(props.onNotice).toHaveBeenCalledWith('请输入以 http:// 或 https:// 开头的视频地址');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://v.example.com/op.mp4');
    await userEvent.click(screen.getByRole('button', { name: '插入' }));
    expect(lastHtml()).toContain('href="https://v.example.com/op.mp4"');
    expect(lastHtml()).toContain('视频：https://v.example.com/op.mp4');
  });
});
