/**
 * Cleans HTML pasted from Word and web pages before the editor parses it. The editor's schema keeps
 * only what it knows (headings, lists, quotes, bold...), so styles and classes fall away there;
 * this removes what would otherwise come through as text or as a broken picture: Word's
 * conditional comments and XML islands, `<style>` and `<script>` bodies, and pictures that are not
 * ours (a web page's images cannot be fetched from here, and the server keeps only uploaded ones).
 */
export function cleanPastedHtml(
  html: string,
  uploadedPrefix: string,
): { html: string; droppedImages: number } {
  let dropped = 0;
  const cleaned = html
    // Word: <!--[if gte mso 9]>...<![endif]--> and plain comments
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|meta|link|title|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    // Word's namespaced tags (<o:p>, <w:sdt>...) keep their text, lose the tag
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '';
      if (src.startsWith(uploadedPrefix)) return tag;
      dropped += 1;
      return '';
    });
  return { html: cleaned, droppedImages: dropped };
}

/** an http(s) address, as the video link accepts */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
