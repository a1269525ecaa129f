import { loadConfig } from '../../../config';

it('reads PORTAL_SITE_URL as an origin, and refuses what is not an http(s) address', () => {
  expect(loadConfig({ PORTAL_SITE_URL: ' https://www.naoyihui.example/some/path/ ' }).siteUrl).toBe(
    'https://www.naoyihui.example',
  );
  expect(loadConfig({}).siteUrl).toBeUndefined();
  expect(() => loadConfig({ PORTAL_SITE_URL: 'javascript:alert(1)' })).toThrow('PORTAL_SITE_URL');
  expect(() => loadConfig({ PORTAL_SITE_URL: 'www.naoyihui.example' })).toThrow('PORTAL_SITE_URL');
});
