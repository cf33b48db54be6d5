import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { safeKey } from './storage';

/** What one part's write left on disk: its bytes, and why it stopped early if it did. */
export interface PartWritten {
  written: number;
  /** The sender broke off (a dropped connection): the bytes before it stay. */
  broken: unknown;
}

/**
 * Large files that arrive in parts (intraoral scans), on local disk. Unlike `FileStorage`, which
 * takes and gives whole buffers (images of a few MB), a part streams from the request to its place
 * in the file and a download streams back: no file or part is ever held in memory.
 */
export function diskPartFiles(dir: string) {
  const fileOf = (key: string) => path.join(dir, safeKey(key));
  return {
    async create(key: string) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await (await open(fileOf(key), 'wx', 0o600)).close();
    },

    /**
     * Writes what `source` sends into the file from `offset` on, at most `limit` bytes, chunk by
     * chunk as it arrives (the request waits while the disk writes), and syncs it: the bytes it
     * answers are on disk.
     */
    async write(key: string, offset: number, source: Readable, limit: number): Promise<PartWritten> {
      const handle = await open(fileOf(key), 'r+');
      let written = 0;
      let broken: unknown;
      try {
        for await (const chunk of source) {
          const bytes = (chunk as Buffer).subarray(0, limit - written);
          let done = 0;
          while (done < bytes.length) {
            const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, offset + written);
            done += bytesWritten;
            written += bytesWritten;
          }
          if (written >= limit) break;
        }
      } catch (error) {
        broken = error;
      } finally {
        await handle.sync();
        await handle.close();
      }
      return { written, broken };
    },

    /** Up to `length` bytes from `start` (fewer at the end of the file). */
    async readAt(key: string, start: number, length: number): Promise<Buffer> {
      const handle = await open(fileOf(key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    /** The file's size in bytes, or undefined when there is no such file. */
    async size(key: string): Promise<number | undefined> {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    /** The bytes from `start` to `end` (inclusive), streamed. */
    stream(key: string, range?: { start: number; end: number }): Readable {
      return createReadStream(fileOf(key), range);
    },

    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type PartFiles = ReturnType<typeof diskPartFiles>;
