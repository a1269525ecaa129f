import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VenueVideo, { BARRAGE_INPUT_CLASS } from '../venue-video';

/**
 * The player stands in for Artplayer: the part under test is the page's, the findings under the
 * player that follow the danmaku plugin's own input (issue 23), not the video.
 */
const plugin: { beforeEmit?: (d: { text: string }) => Promise<boolean> } = {};

jest.mock('hls.js', () => ({ __esModule: true, default: { isSupported: () => false } }));
jest.mock('artplayer-plugin-danmuku', () => ({
  __esModule: true,
  default: (options: typeof plugin) => {
    plugin.beforeEmit = options.beforeEmit;
    return () => ({ name: 'artplayerPluginDanmuku' });
  },
}));
jest.mock('artplayer', () => ({
  __esModule: true,
  default: class {
    plugins = { artplayerPluginDanmuku: { emit: () => undefined, config: () => undefined } };
    constructor(options: { container: HTMLElement }) {
      // the plugin's emitter, as artplayer-plugin-danmuku writes it inside the player
      const input = document.createElement('input');
      input.className = 'apd-input';
      input.setAttribute('aria-label', '弹幕输入');
      options.container.append(input);
    }
    on() {}
    destroy() {}
  },
}));

const barrageInput = () => screen.getByRole('textbox', { name: '弹幕输入' }) as HTMLInputElement;

function renderVideo(send = jest.fn(async () => true)) {
  render(<VenueVideo src="/v.m3u8" poster="/p.jpg" title="会场" chapters={[]} live barrage={{ send }} />);
  return send;
}

it('listens to the input the installed danmaku plugin really writes', () => {
  const dist = readFileSync(require.resolve('artplayer-plugin-danmuku'), 'utf8');
  expect(dist).toContain(`<input class="${BARRAGE_INPUT_CLASS}"`);
});

it('says under the player what the typed barrage identifies, and 遮盖 masks it in the plugin’s input', async () => {
  const user = userEvent.setup();
  renderVideo();
  await user.type(barrageInput(), '我爸蒋德明也是这个病，电话13812345678');
  const box = await screen.findByRole('alert');
  expect(box).toHaveTextContent('患者姓名“蒋德明”');
  expect(box).toHaveTextContent('手机号“13812345678”');
  await user.click(screen.getByRole('button', { name: '遮盖患者姓名“蒋德明”' }));
  expect(barrageInput()).toHaveValue('我爸蒋某某也是这个病，电话13812345678');
  await user.click(screen.getByRole('button', { name: '遮盖手机号“13812345678”' }));
  expect(barrageInput()).toHaveValue('我爸蒋某某也是这个病，电话***********');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says nothing for a clean barrage, and clears what it said once a barrage is sent', async () => {
  const send = renderVideo();
  fireEvent.input(barrageInput(), { target: { value: '术后GCS 15分，2023年5月12日手术' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.input(barrageInput(), { target: { value: '患者王建国' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('患者姓名“王建国”');
  // sending is still the user's: the server checks and refuses
  await act(async () => {
    await plugin.beforeEmit?.({ text: '患者王建国' });
  });
  expect(send).toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
