/*
 * The __NAME__ remote's styles, loaded with its exposed modules. Theme + utilities only: the shell
 * owns the base layer (preflight). Tailwind scans this app.
 */
@layer theme, base, components, utilities;
@import "tailwindcss/theme" layer(theme);
@import "tailwindcss/utilities" layer(utilities);
@import "@portal/shared-ui/theme.css";
