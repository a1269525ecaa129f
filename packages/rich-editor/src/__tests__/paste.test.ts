import { cleanPastedHtml, isWebAddress } from '../paste';

const PREFIX = '/media/uploads/';

describe('cleanPastedHtml', () => {
  it('drops Word’s conditional comments, XML islands, styles and namespaced tags, keeping the text', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></head>
<body><p class="MsoNormal" style="mso-margin-top-alt:auto">术后<b>第三天</b>复查<o:p></o:p></p><!--StartFragment--></body></html>`;
    const { html, droppedImages } = cleanPastedHtml(word, PREFIX);
    expect(html).not.toMatch(/mso 9|WordDocument|<style|<o:p|<meta|StartFragment|MsoNormal\{/);
    expect(html).toContain('术后<b>第三天</b>复查');
    expect(droppedImages).toBe(0);
  });

  it('removes pictures that are not ours and counts them, keeping uploaded ones', () => {
    const page =
      '<p>见下图</p><img src="https://cdn.example.com/a.jpg"><img src=\'data:image/png;base64,AAA\'>' +
      '<img alt="x" src="/media/uploads/2026/11/abc.webp"><script>alert(1)</script>';
    const { html, droppedImages } = cleanPastedHtml(page, PREFIX);
    expect(droppedImages).toBe(2);
    expect(html).toContain('/media/uploads/2026/11/abc.webp');
    expect(html).not.toMatch(/cdn\.example|data:image|<script|alert/);
  });
});

describe('isWebAddress', () => {
  it('takes http and https only', () => {
    expect(isWebAddress('https://v.example.com/1.mp4')).toBe(true);
    expect(isWebAddress(' http://a.b/c ')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('ftp://a.b')).toBe(false);
    expect(isWebAddress('视频')).toBe(false);
  });
});
