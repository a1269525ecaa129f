import path from 'node:path';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import type { DatabaseConfig } from './db/database';

/*
 * Where the server finds its files and data, for the mechanisms that serve them (media, uploads,
 * playback) and for the configuration. Resolved from the repository root, which this file sits two
 * levels below both as source (server/src) and bundled (server/dist).
 */

export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Demo video clips shipped with the server (`/media/video/…`).
 */
export const VIDEO_DIR = path.join(repoRoot, 'server', 'assets', 'video');

/**
 * HLS media shipped with the server: `lecture/` holds the MPEG-TS segments (and `segments.json`)
 * every meeting venue's live and recorded playlists are made of (areas/meetings/playback).
 */
export const HLS_DIR = path.join(repoRoot, 'server', 'assets', 'hls');

/** `PORTAL_DATA_DIR`, else the repository's `.data`, whichever folder the server was started from */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PORTAL_DATA_DIR ?? path.join(repoRoot, '.data'));
}

/**
 * The database the server's settings name: PostgreSQL at `DATABASE_URL`, else the SQLite file
 * `<dataDir>/portal.db`. The server and the operator commands (backup, restore) read it alike.
 */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(resolveDataDir(env), 'portal.db') };
}

export interface UploadSettings {
  /** `<dataDir>/uploads`: the pictures, by month, under content-addressed names */
  dir: string;
  /** `PORTAL_UPLOADS_PER_HOUR`: pictures one user may upload an hour (60 by default) */
  perHour: number;
}

/**
 * Where uploaded pictures go and how many a user may send. The upload routes read it themselves
 * (as the media routes take `VIDEO_DIR`), with options taking precedence; `loadConfig` carries it
 * too, so a bad value stops the server at start-up.
 */
export function uploadSettings(env: NodeJS.ProcessEnv = process.env): UploadSettings {
  return {
    dir: path.join(resolveDataDir(env), 'uploads'),
    perHour: positiveNumber(env.PORTAL_UPLOADS_PER_HOUR, UPLOAD_LIMITS.perHour),
  };
}

/** an environment value as a non-negative number, or the fallback when unset */
export function positiveNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`配置项的值必须是非负数字: ${raw}`);
  return value;
}
