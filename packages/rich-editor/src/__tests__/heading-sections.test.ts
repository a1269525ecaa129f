import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { addSection, goToSection, sectionNames } from '../heading-sections';

beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});

const ORDER = ['主诉', '现病史', '查体', '诊断'];
const editorWith = (content: string) =>
  new Editor({ element: document.createElement('div'), extensions: [StarterKit], content });

describe('case sections as second-level headings', () => {
  it('adds a missing section at its place in the order, with a paragraph to write in', () => {
    const editor = editorWith('<h2>主诉</h2><p>头痛</p><h2>诊断</h2><p>胶质瘤</p>');
    addSection(editor, '查体', ORDER);
    expect(sectionNames(editor)).toEqual(['主诉', '查体', '诊断']);
    expect(editor.getHTML()).toBe('<h2>主诉</h2><p>头痛</p><h2>查体</h2><p></p><h2>诊断</h2><p>胶质瘤</p>');
    // the cursor waits in the new section's paragraph
    editor.commands.insertContent('GCS 15');
    expect(editor.getHTML()).toContain('<h2>查体</h2><p>GCS 15</p>');
    editor.destroy();
  });

  it('adds a last section at the end, and never twice', () => {
    const editor = editorWith('<h2>主诉</h2><p>头痛</p>');
    addSection(editor, '诊断', ORDER);
    addSection(editor, '诊断', ORDER);
    expect(sectionNames(editor)).toEqual(['主诉', '诊断']);
    editor.destroy();
  });

  it('goes to a present section: typing lands in its first paragraph', () => {
    const editor = editorWith('<h2>主诉</h2><p>头痛</p><h2>现病史</h2><p>三月</p>');
    goToSection(editor, '现病史');
    editor.commands.insertContent('近');
    expect(editor.getHTML()).toContain('<h2>现病史</h2><p>近三月</p>');
    editor.destroy();
  });
});
