import type { ParagraphBlock } from '@portal/api/contract/article';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { insertArticle } from '../articles.repository';
import { checkBlocksForWrite, isSafeResourceUrl, readStoredBlocks } from '../paragraph-blocks';

describe('paragraph block rules', () => {
  it('accepts http(s) URLs and site paths only', () => {
    for (const ok of ['/media/cover/a.svg', 'https://cdn.example.com/v.mp4', 'http://x.cn/a.png'])
      expect(isSafeResourceUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,xx',
      '//evil.com/a.png',
      '/\t/evil.com/a.png',
      'https://\nevil.com/a.png',
      'ftp://x/a',
      'a.png',
      '/a b',
    ])
      expect(isSafeResourceUrl(bad)).toBe(false);
  });

  it('keeps text plain with its line breaks, and refuses what cannot render', () => {
    expect(
      checkBlocksForWrite([
        { type: 'title', text: ' <b>手术过程</b> ' },
        { type: 'txt', text: '第一行\n第二行<script>x</script>' },
        { type: 'img', resource: '/media/cover/fig.svg', text: '术中所见' },
        { type: 'video', resource: 'https://cdn.example.com/op.mp4', image: '/media/cover/poster.svg' },
        // a poster means nothing on an image
        { type: 'img', resource: '/media/cover/b.svg', image: '/media/cover/c.svg' },
      ]),
    ).toEqual([
      { type: 'title', text: '手术过程' },
      { type: 'txt', text: '第一行\n第二行x' },
      { type: 'img', resource: '/media/cover/fig.svg', text: '术中所见' },
      { type: 'video', resource: 'https://cdn.example.com/op.mp4', image: '/media/cover/poster.svg' },
      { type: 'img', resource: '/media/cover/b.svg' },
    ]);
    const cases: [ParagraphBlock[], string][] = [
      [[], '正文不能为空'],
      [[{ type: 'txt', text: '  ' }], '段落内容不能为空'],
      [[{ type: 'title' }], '段落内容不能为空'],
      [[{ type: 'img', resource: 'javascript:alert(1)' }], '图片地址不正确'],
      [[{ type: 'img' }], '图片地址不正确'],
      [[{ type: 'video', resource: '//evil.com/v.mp4' }], '视频地址不正确'],
      [[{ type: 'video', resource: '/v.mp4', image: 'data:image/png;base64,x' }], '视频封面地址不正确'],
    ];
    for (const [blocks, message] of cases) expect(() => checkBlocksForWrite(blocks)).toThrow(message);
  });

  it('drops stored blocks that no longer pass, and gives null when nothing is left', () => {
    const stored = JSON.stringify([
      { type: 'txt', text: '保留' },
      { type: 'img', resource: 'javascript:alert(1)' },
      { type: 'html', text: '<script>' },
      'not a block',
      { type: 'txt', text: 42 },
    ]);
    expect(readStoredBlocks(stored)).toEqual([{ type: 'txt', text: '保留' }]);
    expect(readStoredBlocks('{broken')).toBeNull();
    expect(readStoredBlocks('{"type":"txt"}')).toBeNull();
    expect(readStoredBlocks(JSON.stringify([{ type: 'img', resource: 'javascript:x' }]))).toBeNull();
    expect(readStoredBlocks(null)).toBeNull();
  });
});

describe('articles with a body in block form', () => {
  let t: TestApp;
  let authorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    authorId = (await signIn(t, '13900005001')).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const detail = async (articleId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: articleEndpoints.detail.path,
        query: { articleId: String(articleId) },
      })
    ).json().result.mpArticleParagraphs;

  const write = (paragraphs: ParagraphBlock[]) =>
    insertArticle(
      t.database.db,
      {
        type: 'case',
        status: 'published',
        creator_id: authorId,
        title: '块状正文病例',
        description: '描述',
        cover: '/media/cover/x.svg',
        images: '[]',
        publish_time: 1,
        views: 0,
        comments: 0,
        diggs: 0,
        favorites: 0,
        essences: 'F',
        bms_auth: 0,
        created_at: 1,
        body_html: '<p>HTML 正文</p>',
        paragraphs,
      },
      [],
    );

  it('serves the blocks instead of the HTML', async () => {
    const id = await write([
      { type: 'title', text: '病史' },
      { type: 'txt', text: '患者女，52岁。\n头痛3月。' },
      { type: 'video', resource: '/media/video/op.mp4', image: '/media/cover/p.svg' },
    ]);
    expect(await detail(id)).toEqual([
      { type: 'title', text: '病史' },
      { type: 'txt', text: '患者女，52岁。\n头痛3月。' },
      { type: 'video', resource: '/media/video/op.mp4', image: '/media/cover/p.svg' },
    ]);
  });

  it('refuses a bad block on write', async () => {
    await expect(write([{ type: 'img', resource: 'javascript:alert(1)' }])).rejects.toThrow('图片地址不正确');
  });

  it('filters blocks changed by hand on read, and falls back to the HTML when none is usable', async () => {
    const id = await makeArticle(t.database.db, authorId);
    await t.database.db
      .updateTable('mp_articles')
      .set({ paragraphs: JSON.stringify([{ type: 'img', resource: 'javascript:alert(1)' }]) })
      .where('id', '=', id)
      .execute();
    expect(await detail(id)).toBe('<h2>病例资料</h2><p>患者男，45岁。</p>');
    await t.database.db
      .updateTable('mp_articles')
      .set({
        paragraphs: JSON.stringify([
          { type: 'txt', text: '<img src=x onerror=alert(1)>正文' },
          { type: 'video', resource: 'data:video/mp4;base64,xx' },
        ]),
      })
      .where('id', '=', id)
      .execute();
    expect(await detail(id)).toEqual([{ type: 'txt', text: '正文' }]);
  });
});
