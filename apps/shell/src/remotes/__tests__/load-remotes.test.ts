import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest } from '../load-remotes';
import { getRegistry } from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../retry-plugin', () => ({
  ...jest.requireActual('../retry-plugin'),
  fetchWithRetry: (url: string, init: RequestInit) => globalThis.fetch(url, init),
}));

const manifest = {
  remotes: [{ name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/case'] }],
};

const fetchMock = jest.fn();
const respond = (status: number, body: string) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) }) as Response;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

describe('loadRemotesManifest', () => {
  it('registers the remotes of /remotes.json and fills the registry', async () => {
    const fetchSpy = fetchMock.mockResolvedValue(respond(200, JSON.stringify(manifest)));
    await loadRemotesManifest();
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'content', entry: '/remotes/content/mf-manifest.json' },
    ]);
    expect(getRegistry()).toMatchObject({ status: 'ready', remotes: manifest.remotes });
  });

  it('boots without remotes when the manifest fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemotesManifest()).resolves.toBeUndefined();
    expect(getRegistry().status).toBe('failed');
  });

  it('treats a non-2xx answer or a bad document as a failure', async () => {
    fetchMock.mockResolvedValue(respond(500, 'oops'));
    await loadRemotesManifest();
    expect(getRegistry().status).toBe('failed');
    fetchMock.mockResolvedValue(respond(200, '{"nope":1}'));
    await loadRemotesManifest();
    expect(getRegistry().status).toBe('failed');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
