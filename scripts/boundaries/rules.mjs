/**
 * The house's import boundaries, declared once. `generate.mjs` turns them into the `overrides` of
 * biome.json (`noRestrictedImports`), `fixtures.mjs` proves each one with a file that breaks it.
 */

/** every app, remotes to come included, so a new remote is fenced from its first file */
export const APPS = ['shell', 'meetings', 'community', 'search', 'content', 'brands', 'account'];

/** packages from the bottom up: a package may import only the ones before it */
export const PACKAGE_LAYERS = ['router', 'query', 'api', 'shared-ui', 'session', 'standalone'];

/** the one package the server may import */
export const CONTRACT_PACKAGE = 'api';

/** tooling packages outside the layers: nothing imports them from app or package code */
export const TOOL_PACKAGES = ['webpack-config', 'testing'];

/** how deep feature folders go (files in `features/<f>/`, `features/<f>/<sub>/`, …) */
export const FEATURE_DEPTHS = 4;

export const MESSAGES = {
  otherApp: '应用之间不能互相引用源码：通过 packages/*、宿主契约 (shell/host) 或 URL 交互。',
  packageByPath:
    '包只能按名称引用（@portal/…），不能用相对路径：否则远程模块会得到自己的一份 HTTP 客户端和状态。',
  serverFromApp: '应用不能引用 server 的代码：通过 packages/api 的契约交互。',
  otherFeature: '功能之间不能互相引用：由应用层（src/app）组合，或把共用的部分移到 packages/*。',
  packageUpward: '包只能引用更底层的包（router → query → api → shared-ui → session → standalone）。',
  packageToApp: 'packages/* 不能引用 apps/* 或 server。',
  serverOnlyApi: 'server 只能引用 packages/api 和自身代码。',
  queryOnly:
    '服务端状态库只从 @portal/query 引用：直接引用 TanStack Query 会把整个库放进首屏，或让远程模块得到第二份缓存。',
  routerOnly:
    '路由只从 @portal/router 引用：直接引用 react-router 会把整个 react-router 放进首屏，或让远程模块得到第二份路由。',
};

/**
 * Where import cycles are not yet an error (a folder being restructured may be listed for a while).
 * Empty: cycles fail lint everywhere; the server's went 12 → 0 with areas as slices.
 */
export const CYCLES_NOT_YET_CHECKED = [];
