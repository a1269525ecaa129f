import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { VideoPlayer } from '../video-player';

const texts = {
  playerLabel: '视频播放器',
  cannotPlay: '视频暂时无法播放',
  cannotPlayHint: '请稍后再试',
};

describe('VideoPlayer', () => {
  it('plays the file with controls, metadata preload and the poster, named by the given label', () => {
    render(<VideoPlayer src="/media/v.mp4" poster="/media/p.svg" title="颈动脉内膜剥脱术" texts={texts} />);
    const video = screen.getByLabelText('视频播放器：颈动脉内膜剥脱术');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/v.mp4');
    expect(video).toHaveAttribute('poster', '/media/p.svg');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect((video as HTMLVideoElement).autoplay).toBe(false);
  });

  it('autoplays when asked and hands its element to the owner', () => {
    const ref = createRef<HTMLVideoElement>();
    render(<VideoPlayer src="/media/v.mp4" poster="" title="t" texts={texts} autoPlay ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLVideoElement);
    expect(ref.current?.autoplay).toBe(true);
  });

  it('a file that fails shows the given notice instead of the player', () => {
    const { container } = render(<VideoPlayer src="/media/gone.mp4" poster="" title="t" texts={texts} />);
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('视频暂时无法播放');
    expect(screen.getByRole('alert')).toHaveTextContent('请稍后再试');
  });

  it('no file at all shows the notice at once', () => {
    const { container } = render(<VideoPlayer src="" poster="" title="t" texts={texts} />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('视频暂时无法播放');
  });
});
