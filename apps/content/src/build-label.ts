/**
 * A label for this build, compiled in from PORTAL_BUILD_LABEL (empty by default). When set, the
 * list page shows it as a small 版本 tag: operators (and the redeploy e2e test) can tell which
 * deployment of the remote a page comes from.
 */
export const BUILD_LABEL: string = process.env.PORTAL_BUILD_LABEL || '';
