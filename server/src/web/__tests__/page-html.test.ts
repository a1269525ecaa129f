import { clip, escapeHtml, htmlBlocks, htmlParagraphs, scriptJson } from '../page-html';

describe('the one escaping of content into a page', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });

  it('writes JSON a script element cannot be ended or bent by, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- a & b \u2028', n: 1 };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('reads an HTML body as paragraphs of text, scripts left out and entities read', () => {
    expect(
      htmlParagraphs(
        '<h2>病例资料</h2><p>患者男，45岁。<br>头痛&nbsp;3 月</p><script>x()</script><p>A &amp; B &lt;C&gt; &#x4e2d;</p>',
      ),
    ).toEqual(['病例资料', '患者男，45岁。', '头痛 3 月', 'A & B <C> 中']);
  });

  it("keeps a body's pictures in place with their size, only from addresses a page may show", () => {
    expect(
      htmlBlocks(
        '<p>术前</p><figure><img src="/media/fig-1.svg" alt="MRI &amp; CT" width="640" height="360"></figure>' +
          '<img src="javascript:alert(1)"><p>术后</p>',
      ),
    ).toEqual([
      { text: '术前' },
      { picture: { src: '/media/fig-1.svg', alt: 'MRI & CT', width: 640, height: 360 } },
      { text: '术后' },
    ]);
  });

  it('clips at a character, never inside one', () => {
    expect(clip('脑胶质瘤😀术后', 6)).toBe('脑胶质瘤😀…');
    expect(clip('短', 6)).toBe('短');
  });
});
