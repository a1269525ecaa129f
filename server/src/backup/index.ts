export { type BackupOptions, type BackupResult, takeBackup } from './backup';
export { BACKUPS_DIR } from './data-files';
export { BackupError, type BackupManifest, FILES_DIR, MANIFEST_FILE, readManifest } from './manifest';
export { hasTool } from './postgres-tools';
export { type RestoreOptions, type RestoreResult, restoreBackup } from './restore';

/** `12.3 MB`: sizes as the commands print them */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

/** `1.23 秒` */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} 秒`;
