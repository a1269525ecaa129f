import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { ApiError } from '@portal/api/errors';
import { Route, Routes } from '@portal/router';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { envelope, makeGuide, makeVideo, makeVideoDetail } from '../../../testing/list-fixtures';
import { InterpretingVideoPage } from '../interpreting-video-page';

const api = fakeApi();

/** the page under its route, which names the video's id */
const renderVideo = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/guidance/detail/video/:id" element={<InterpretingVideoPage />} />
    </Routes>,
  );

beforeEach(() => {
  document.title = '脑医汇';
  api.on(
    guidanceEndpoints.videoDetail,
    makeVideoDetail({
      id: 5,
      videoName: '《烟雾病诊疗指南》解读',
      cover: '/media/cover/guide-video-5.svg',
      videoUrl: '/media/video/guide-video-5.mp4',
      description: '结合病例讲解血运重建时机。',
      author: { authorName: '孙涛', headImage: '/media/avatar/9.svg' },
      guide: makeGuide({ id: 8, title: '中国烟雾病诊疗指南（2023版）', society: '中国卒中学会' }),
    }),
  );
  api.on(
    guidanceEndpoints.videoList,
    envelope([makeVideo({ id: 5, videoName: '当前视频' }), makeVideo({ id: 6, videoName: '另一个解读' })]),
  );
});

describe('InterpretingVideoPage', () => {
  it('plays the video with controls, metadata preload and the cover as poster', async () => {
    const { container } = renderVideo('/guidance/detail/video/5');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '《烟雾病诊疗指南》解读' }),
    ).toBeInTheDocument();
    expect(api.requests(guidanceEndpoints.videoDetail)).toEqual([{ id: 5 }]);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/cover/guide-video-5.svg');
    expect(video).toHaveAttribute('src', '/media/video/guide-video-5.mp4');
    expect(screen.getByText('结合病例讲解血运重建时机。')).toBeInTheDocument();
    expect(screen.getByText('孙涛')).toBeInTheDocument();
    expect(screen.getByText('时长 22:05')).toBeInTheDocument();
    expect(document.title).toBe('《烟雾病诊疗指南》解读');
  });

  it('a file that cannot play is replaced by a Chinese notice', async () => {
    const { container } = renderVideo('/guidance/detail/video/5');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('视频暂时无法播放');
  });

  it('no file at all shows the notice without a player', async () => {
    api.once(guidanceEndpoints.videoDetail, makeVideoDetail({ id: 5, videoUrl: '' }));
    const { container } = renderVideo('/guidance/detail/video/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('视频暂时无法播放');
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the related guide and more videos without the current one', async () => {
    renderVideo('/guidance/detail/video/5');
    const guide = await screen.findByRole('region', { name: '相关指南' });
    expect(guide).toHaveTextContent('中国烟雾病诊疗指南（2023版）');
    expect(guide).toHaveTextContent('中国卒中学会');
    const more = screen.getByRole('region', { name: '更多解读视频' });
    const links = await within(more).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/guidance/detail/video/6']);
  });

  it('a missing video says so and links back to /guidance', async () => {
    api.once(guidanceEndpoints.videoDetail, () => {
      throw new ApiError(404, '解读视频不存在或已下线');
    });
    renderVideo('/guidance/detail/video/404');
    expect(await screen.findByRole('heading', { name: '解读视频不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回指南与共识' })).toHaveAttribute('href', '/guidance');
  });
});
