import { render } from '@testing-library/react';
import { Highlight, splitByWords } from '../highlight';

describe('Highlight', () => {
  it('wraps every matched word in <mark class="search-hit">, longest first, any letter case', () => {
    const { container } = render(
      <p>
        <Highlight
          text="GBM 即胶质母细胞瘤，是最常见的胶质瘤；gbm 预后差"
          words={['胶质', '胶质母细胞瘤', 'GBM']}
        />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['GBM', '胶质母细胞瘤', '胶质', 'gbm']);
    expect(marks.every((m) => m.className === 'search-hit')).toBe(true);
    expect(container.textContent).toBe('GBM 即胶质母细胞瘤，是最常见的胶质瘤；gbm 预后差');
  });

  it('renders markup in titles and keywords as text, never as HTML', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <p>
        <Highlight text={`关于 ${evil} 的讨论 <b>粗体</b>`} words={[evil]} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe(evil);
    expect(container.textContent).toBe(`关于 ${evil} 的讨论 <b>粗体</b>`);
  });

  it('treats regular-expression characters in words literally', () => {
    expect(splitByWords('C1-C2 (寰枢椎) 融合', ['(寰枢椎)', '.*'])).toEqual([
      { text: 'C1-C2 ', hit: false },
      { text: '(寰枢椎)', hit: true },
      { text: ' 融合', hit: false },
    ]);
  });

  it('no words or blank words leave the text as it is', () => {
    expect(splitByWords('脑膜瘤', [])).toEqual([{ text: '脑膜瘤', hit: false }]);
    expect(splitByWords('脑膜瘤', ['  '])).toEqual([{ text: '脑膜瘤', hit: false }]);
    expect(splitByWords('', ['a'])).toEqual([]);
  });
});
