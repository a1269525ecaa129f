import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankNumber, SideCard } from '../side-card';

describe('SideCard', () => {
  it('is a region named by its title, with the title as its heading and the children below', () => {
    render(
      <SideCard title="热门话题">
        <ol>
          <li>话题1</li>
        </ol>
      </SideCard>,
    );
    const card = screen.getByRole('region', { name: '热门话题' });
    expect(within(card).getByRole('heading', { level: 2, name: '热门话题' })).toBeInTheDocument();
    expect(within(card).getByRole('listitem')).toHaveTextContent('话题1');
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes another name for the region than its heading', () => {
    render(<SideCard title="热门频道" label="热门频道列表" />);
    const card = screen.getByRole('region', { name: '热门频道列表' });
    expect(within(card).getByRole('heading', { name: '热门频道' })).toBeInTheDocument();
  });

  it('is compact by default and regular in an article’s column', () => {
    const { rerender } = render(<SideCard title="名医专家" />);
    expect(screen.getByRole('region')).toHaveClass('rounded-lg', 'bg-white', 'px-5', 'py-4');
    rerender(<SideCard title="相关圈子" density="regular" />);
    expect(screen.getByRole('region')).toHaveClass('rounded-lg', 'bg-white', 'px-5', 'py-5');
  });

  it('shows a busy skeleton named by the app instead of the children while loading', () => {
    const { container, rerender } = render(
      <SideCard title="名医专家" loading loadingLabel="名医专家加载中" skeletonLines={4}>
        <p>陈文博</p>
      </SideCard>,
    );
    const card = screen.getByRole('region', { name: '名医专家' });
    expect(within(card).getByRole('heading', { name: '名医专家' })).toBeInTheDocument();
    expect(within(card).getByRole('status', { name: '名医专家加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.h-4')).toHaveLength(4);
    expect(screen.queryByText('陈文博')).not.toBeInTheDocument();

    rerender(
      <SideCard title="名医专家" loading={false} loadingLabel="名医专家加载中">
        <p>陈文博</p>
      </SideCard>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('陈文博')).toBeInTheDocument();
  });

  it('draws three skeleton lines by default', () => {
    const { container } = render(<SideCard title="相关活动" loading loadingLabel="相关活动加载中" />);
    expect(container.querySelectorAll('.h-4')).toHaveLength(3);
  });

  it('unframed, it is the heading and body alone: no region, no card', () => {
    const { container } = render(
      <SideCard title="热门搜索" framed={false}>
        <ol>
          <li>胶质瘤</li>
        </ol>
      </SideCard>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '热门搜索' })).toBeInTheDocument();
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).not.toHaveAttribute('class');
  });

  it('leaves its content’s keyboard order alone', async () => {
    const user = userEvent.setup();
    render(
      <SideCard title="关键词搜索">
        <button type="button">胶质瘤</button>
        <a href="/kps">KPS 评分</a>
      </SideCard>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '胶质瘤' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'KPS 评分' })).toHaveFocus();
  });
});

describe('RankNumber', () => {
  it('shows the place, the first three in orange', () => {
    render(
      <>
        <RankNumber rank={1} />
        <RankNumber rank={3} />
        <RankNumber rank={4} />
      </>,
    );
    expect(screen.getByText('1')).toHaveClass('text-orange-700');
    expect(screen.getByText('3')).toHaveClass('text-orange-700');
    expect(screen.getByText('4')).toHaveClass('text-ink-mute');
    expect(screen.getByText('4')).not.toHaveClass('text-orange-700');
  });

  it('uses the brand colour for the first three when asked', () => {
    render(
      <>
        <RankNumber rank={2} accent="brand" />
        <RankNumber rank={6} accent="brand" />
      </>,
    );
    expect(screen.getByText('2')).toHaveClass('text-brand');
    expect(screen.getByText('6')).toHaveClass('text-ink-mute');
  });
});

describe('SideCard while loading', () => {
  it('keeps the height it is given for its body, so a card arriving moves nothing below it', () => {
    render(
      <SideCard title="名医专家" loading loadingLabel="加载中" loadingHeight={256}>
        <p>内容</p>
      </SideCard>,
    );
    const skeleton = screen.getByRole('status', { name: '加载中' });
    expect(skeleton.parentElement).toHaveStyle({ minHeight: '256px' });
    expect(screen.queryByText('内容')).not.toBeInTheDocument();
  });
});
