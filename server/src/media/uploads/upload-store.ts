import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { UPLOADED_IMAGE_PREFIX } from '../../content-safety/sanitize';

const YEAR = /^\d{4}$/;
const MONTH = /^(0[1-9]|1[0-2])$/;
const NAME = /^[0-9a-f]{32}\.webp$/;

/** the address a stored picture is served at; the allowlist keeps `<img>` only below this prefix */
export const uploadUrl = (relativePath: string) => `${UPLOADED_IMAGE_PREFIX}${relativePath}`;

/**
 * The uploaded pictures on disk: `<dir>/YYYY/MM/<first 32 hex of the sha256 of the bytes>.webp`.
 * Named by content, so the same picture sent twice is one file and a name never changes meaning
 * (which is what lets it be cached for good). The month is UTC, whatever the machine's zone.
 */
export function createUploadStore(dir: string) {
  return {
    /** Writes the bytes (if no file has them yet) and answers their path below `dir`. */
    async save(data: Buffer, at: number): Promise<string> {
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
      const date = new Date(at);
      const year = String(date.getUTCFullYear());
      const month = String(date.getUTCMonth() + 1).padStart(2, '0');
      const folder = path.join(dir, year, month);
      const target = path.join(folder, name);
      await fs.mkdir(folder, { recursive: true });
      const exists = await fs.access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // a reader never sees half a file: written aside, then renamed into place (atomic on one
        // file system); two uploads of the same bytes at once both rename the same content
        const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await fs.writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
          await fs.rename(temporary, target);
        } catch (error) {
          await fs.rm(temporary, { force: true });
          throw error;
        }
      }
      return `${year}/${month}/${name}`;
    },

    /**
     * The bytes of a stored picture, or null. Only names of the exact stored pattern are looked
     * up, so no `..`, separator or other file of the data folder can be reached through here.
     */
    async read(year: string, month: string, name: string): Promise<Buffer | null> {
      if (!YEAR.test(year) || !MONTH.test(month) || !NAME.test(name)) return null;
      try {
        return await fs.readFile(path.join(dir, year, month, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
