/// <reference types="@testing-library/jest-dom" />
declare module '*.css';

/** Compiled in by @portal/webpack-config: remote names this app may register (null = any). */
declare const __PORTAL_REMOTES_ALLOWED__: readonly string[] | null | undefined;
