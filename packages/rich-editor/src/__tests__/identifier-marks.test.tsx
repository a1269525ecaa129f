import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { RichEditor, type RichEditorProps } from '../editor';
import { type EditorFinding, identifierMarksKey } from '../identifier-marks';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});

// a valid ID number (its check character and birth date are right) and a mobile
const ID = '11010519491231002X';
const MOBILE = '13812345678';

function setup(overrides: Partial<RichEditorProps> = {}) {
  let editor: Editor | null = null;
  const props: RichEditorProps = {
    initialHtml: '<p>术后复查</p>',
    onChange: jest.fn(),
    uploadImage: jest.fn(async () => ({ url: '/media/uploads/2026/11/abc.webp', width: 800, height: 600 })),
    onNotice: jest.fn(),
    countChars: (text) => text.length,
    maxChars: 60_000,
    placeholder: '写下病例',
    label: '病例正文',
    identifiers: true,
    onFindings: jest.fn(),
    onEditor: (e) => {
      editor = e;
    },
    ...overrides,
  };
  const view = render(<RichEditor {...props} />);
  const box = screen.getByRole('textbox', { name: '病例正文' });
  const lastHtml = () => (props.onChange as jest.Mock).mock.calls.at(-1)?.[0] as string;
  const lastFindings = () =>
    (props.onFindings as jest.Mock).mock.calls.at(-1)?.[0] as readonly EditorFinding[] | undefined;
  const marked = () => Array.from(box.querySelectorAll('.identifier-finding')).map((el) => el.textContent);
  const current = () => {
    if (!editor) throw new Error('no editor');
    return editor;
  };
  return { props, view, box, lastHtml, lastFindings, marked, editor: current };
}

function paste(box: HTMLElement, text: string) {
  fireEvent.paste(box, {
    clipboardData: {
      getData: (type: string) => (type === 'text/plain' ? text : ''),
      types: ['text/plain'],
      files: [],
    },
  });
}

/** one transaction a character, as typing makes them (jsdom cannot type into a contenteditable) */
function type(editor: Editor, text: string) {
  act(() => {
    for (const ch of text) editor.view.dispatch(editor.view.state.tr.insertText(ch));
  });
}

describe('RichEditor identifier marks', () => {
  it('marks an ID number and a mobile pasted into the text, each with its 遮盖 button', () => {
    const { box, marked, lastFindings, editor } = setup();
    act(() => editor().commands.focus('end'));
    paste(box, `患者身份证号${ID}，联系电话${MOBILE}`);
    expect(marked()).toEqual([ID, MOBILE]);
    expect(box.querySelector('.identifier-finding')).toHaveAttribute('title', '身份证号');
    expect(within(box).getByRole('button', { name: '遮盖身份证号' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '遮盖手机号' })).toBeInTheDocument();
    expect(lastFindings()?.map((f) => f.kind)).toEqual(['idCard', 'mobile']);
  });

  it('marks what is typed character by character', () => {
    const { marked, editor } = setup();
    act(() => editor().commands.focus('end'));
    type(editor(), `，家属电话${MOBILE.slice(0, 10)}`);
    expect(marked()).toEqual([]);
    type(editor(), MOBILE.slice(10));
    expect(marked()).toEqual([MOBILE]);
  });

  it('masks one finding from its button, keeping the others', async () => {
    const { box, marked, lastHtml } = setup({ initialHtml: `<p>身份证号${ID}，电话${MOBILE}</p>` });
    await userEvent.click(within(box).getByRole('button', { name: '遮盖手机号' }));
    expect(lastHtml()).toBe(`<p>身份证号${ID}，电话***********</p>`);
    expect(marked()).toEqual([ID]);
  });

  it('masks every finding at once, and one undo brings them all back', async () => {
    const html = `<p>患者王建国，男，56岁，身份证号${ID}</p><p>联系电话${MOBILE}</p>`;
    const { marked, lastHtml } = setup({ initialHtml: html });
    expect(marked()).toEqual(['王建国', ID, MOBILE]);
    await userEvent.click(screen.getByRole('button', { name: '一键遮盖全部' }));
    expect(lastHtml()).toBe(
      `<p>患者王某某，男，56岁，身份证号${'*'.repeat(18)}</p><p>联系电话${'*'.repeat(11)}</p>`,
    );
    expect(marked()).toEqual([]);
    expect(screen.queryByRole('button', { name: '一键遮盖全部' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(lastHtml()).toBe(html);
    expect(marked()).toEqual(['王建国', ID, MOBILE]);
  });

  it('finds a name written half bold and masks it keeping the bold', async () => {
    const { box, lastFindings, lastHtml } = setup({
      initialHtml: '<p>患者<strong>王建</strong>国因头痛入院</p>',
    });
    expect(lastFindings()).toEqual([
      { kind: 'patientName', text: '王建国', from: 3, to: 6, section: null, paragraph: 1 },
    ]);
    await userEvent.click(within(box).getByRole('button', { name: '遮盖患者姓名' }));
    expect(lastHtml()).toBe('<p>患者<strong>王某</strong>某因头痛入院</p>');
  });

  it('reads a hard break as a line break, positions right after it', () => {
    const { lastFindings } = setup({ initialHtml: `<p>主诉：头痛<br>电话：${MOBILE}</p>` });
    // 1 (the paragraph) + 5 characters + 1 (the break) + 3 characters
    expect(lastFindings()).toEqual([
      { kind: 'mobile', text: MOBILE, from: 10, to: 21, section: null, paragraph: 1 },
    ]);
  });

  it('keeps the drawing where the findings are through edits that split, join and restyle blocks', () => {
    const { editor, lastFindings } = setup({
      initialHtml: `<p>术后复查</p><p>电话${MOBILE}，患者王建国因头痛入院</p>`,
    });
    // every finding drawn once (its underline and its button), nothing else drawn
    const drawnRight = () => {
      const state = editor().state;
      const drawn = identifierMarksKey
        .getState(state)!
        .decorations.find()
        .map((d) => `${d.from}-${d.to}`)
        .sort();
      const expected = (lastFindings() ?? []).flatMap((f) => [`${f.from}-${f.to}`, `${f.to}-${f.to}`]).sort();
      expect(drawn).toEqual(expected);
      for (const f of lastFindings() ?? []) expect(state.doc.textBetween(f.from, f.to)).toBe(f.text);
    };
    // the position of a piece of text in the document
    const at = (text: string) => {
      let found = -1;
      editor().state.doc.descendants((node, pos) => {
        const index = node.isText ? (node.text ?? '').indexOf(text) : -1;
        if (found < 0 && index >= 0) found = pos + index;
      });
      return found;
    };
    const edits: (() => void)[] = [
      () => editor().commands.insertContentAt(1, '今日'),
      // the number cut in two by Enter is no mobile any more, joined again it is
      () => editor().chain().setTextSelection(at('5678')).splitBlock().run(),
      () => editor().chain().setTextSelection(at('5678')).joinBackward().run(),
      () =>
        editor()
          .chain()
          .setTextSelection({ from: at('者王'), to: at('国因') })
          .toggleBold()
          .run(),
      () => editor().chain().setTextSelection(at('术后')).setNode('heading', { level: 2 }).run(),
      () => editor().commands.deleteRange({ from: 0, to: at('电话') - 1 }),
    ];
    const counts: number[] = [];
    for (const edit of edits) {
      act(edit);
      drawnRight();
      counts.push(lastFindings()?.length ?? 0);
    }
    expect(counts).toEqual([2, 1, 2, 2, 2, 2]);
    expect(lastFindings()).toEqual([
      expect.objectContaining({ text: MOBILE, section: null, paragraph: 1 }),
      expect.objectContaining({ text: '王建国', section: null, paragraph: 1 }),
    ]);
  });

  it('does not mark a name already masked', () => {
    const { marked, lastFindings } = setup({ initialHtml: '<p>患者张某某，男，56岁，因头痛入院</p>' });
    expect(marked()).toEqual([]);
    expect(lastFindings()).toEqual([]);
    expect(screen.queryByRole('status')).toHaveTextContent('');
  });

  it('names the section and the paragraph, showing only a hidden preview', () => {
    const { lastFindings } = setup({
      initialHtml: `<h2>主诉</h2><p>头痛3天</p><h2>现病史</h2><p>起病急</p><p></p><p>身份证号${ID}</p>`,
    });
    expect(lastFindings()).toEqual([
      expect.objectContaining({ kind: 'idCard', section: '现病史', paragraph: 2 }),
    ]);
    const panel = screen.getByRole('region', { name: '患者隐私检查' });
    expect(within(panel).getByRole('status')).toHaveTextContent('发现 1 处可识别患者的信息');
    expect(within(panel).getByText('现病史第2段：身份证号 1101…')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(ID);
  });

  it('selects a finding from the panel, and masks it from there', async () => {
    const { editor, lastHtml } = setup({ initialHtml: `<p>起病急</p><p>电话${MOBILE}</p>` });
    await userEvent.click(screen.getByRole('button', { name: '定位到第2段的手机号' }));
    const { from, to } = editor().state.selection;
    expect(editor().state.doc.textBetween(from, to)).toBe(MOBILE);
    await userEvent.click(screen.getByRole('button', { name: '遮盖第2段的手机号' }));
    expect(lastHtml()).toBe('<p>起病急</p><p>电话***********</p>');
  });

  it('masks a finding by command, by its range or a position inside it', () => {
    const { editor, lastFindings, lastHtml } = setup({ initialHtml: `<p>电话${MOBILE}，身份证号${ID}</p>` });
    const [mobile, id] = lastFindings() ?? [];
    act(() => {
      expect(editor().commands.maskIdentifier(id!.from + 3, id!.from + 3)).toBe(true);
    });
    act(() => {
      expect(editor().commands.maskIdentifier(mobile!.from, mobile!.to)).toBe(true);
    });
    expect(lastHtml()).toBe(`<p>电话${'*'.repeat(11)}，身份证号${'*'.repeat(18)}</p>`);
    expect(editor().commands.maskAllIdentifiers()).toBe(false);
  });

  it('draws nothing with identifiers off, and follows the switch', () => {
    const html = `<p>电话${MOBILE}</p>`;
    const { view, marked, props } = setup({ identifiers: false, initialHtml: html });
    expect(marked()).toEqual([]);
    expect(screen.queryByRole('region', { name: '患者隐私检查' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '遮盖手机号' })).not.toBeInTheDocument();
    expect(props.onFindings).toHaveBeenLastCalledWith([]);

    view.rerender(<RichEditor {...props} identifiers />);
    expect(marked()).toEqual([MOBILE]);
    view.rerender(<RichEditor {...props} identifiers={false} />);
    expect(marked()).toEqual([]);
    expect(props.onFindings).toHaveBeenLastCalledWith([]);
  });

  it('hands the page its editor, and null when it goes', () => {
    const onEditor = jest.fn();
    const { view } = setup({ onEditor });
    expect(onEditor).toHaveBeenLastCalledWith(expect.objectContaining({ commands: expect.anything() }));
    view.unmount();
    expect(onEditor).toHaveBeenLastCalledWith(null);
  });
});
