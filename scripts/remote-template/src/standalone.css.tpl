/*
 * Standalone QA only (imported by standalone.tsx, never by the exposed ./routes): what the shell
 * gives the remote when composed. The base layer (preflight) and the utilities of the
 * @portal/shared-ui components, scanned through this app's link to the package.
 */
@layer theme, base, components, utilities;
@import "tailwindcss/theme" layer(theme);
@import "tailwindcss/preflight" layer(base);
@import "tailwindcss/utilities" layer(utilities);
@import "@portal/shared-ui/theme.css";

@source "../node_modules/@portal/shared-ui/src";
