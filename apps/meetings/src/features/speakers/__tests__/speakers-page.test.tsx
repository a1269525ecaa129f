import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { list } from '../../../testing/fixtures';
import { SpeakersPage } from '../speakers-page';

const api = fakeApi();

const speaker = (id: number, userId: number | null = null) => ({
  id,
  userId,
  name: `讲者${id}`,
  avatar: `/media/avatar/${id}.svg`,
  hospital: '北京天坛医院',
  title: '主任医师',
  talks: 20 - id,
});

beforeEach(() => {
  // jsdom does not scroll; the pager scrolls back to the top of the list
  window.scrollTo = jest.fn();
  api.on(e.allSpeakers, ({ pageNo = 1 }) =>
    list(pageNo === 1 ? [speaker(1, 101), speaker(2)] : [speaker(3)], pageNo, 2),
  );
});

describe('all speakers', () => {
  it('lists a page of speakers with their profile links, and pages through the address', async () => {
    renderAt('/meeting/speakers', <SpeakersPage />);
    expect(await screen.findByRole('link', { name: '讲者1' })).toHaveAttribute(
      'href',
      '/user-center?profileUserId=101',
    );
    // no profile, no link
    expect(screen.getByText('讲者2').closest('a')).toBeNull();
    expect(screen.getAllByText('主任医师 · 北京天坛医院')).toHaveLength(2);
    expect(screen.getByText('19 场报告')).toBeInTheDocument();
    expect(document.title).toBe('全部讲者 - 会议 - 脑医汇');

    const pager = screen.getByRole('navigation', { name: '讲者分页' });
    await userEvent.click(within(pager).getByRole('link', { name: '下一页' }));
    expect(await screen.findByText('讲者3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/meeting/speakers?page=2');
    expect(api.requests(e.allSpeakers).map((r) => r.pageNo)).toEqual([1, 2]);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('reads a forged page number as page 1', async () => {
    renderAt('/meeting/speakers?page=-3abc', <SpeakersPage />);
    expect(await screen.findByText('讲者1')).toBeInTheDocument();
    expect(api.requests(e.allSpeakers)[0]?.pageNo).toBe(1);
  });
});
