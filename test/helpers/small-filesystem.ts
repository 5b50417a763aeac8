/**
 * A real, small file system for tests of a full disk: a tmpfs mounted on a
 * scratch directory, which fills up for real (ENOSPC from the kernel, short
 * writes and all). Mounting needs the privilege to mount; where the machine
 * does not allow it, the tests that need one are skipped and say why.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { scratchDir } from './repo.js';

export interface SmallFilesystem {
  dir: string;
  /** Makes the file system `kib` KiB large (up or down). */
  resize(kib: number): void;
  /** Bytes still free. */
  free(): number;
  /** Fills every free byte with a file, then frees `bytes` of it again, so exactly that much is left. */
  leaveFree(bytes: number): void;
}

/** Why a tmpfs cannot be mounted here, or undefined when it can (found once, by trying). */
export const smallFilesystemUnavailable: string | undefined = probe();

function probe(): string | undefined {
  const dir = scratchDirOutsideTest();
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { encoding: 'utf8' });
    if (mounted.status !== 0) return `mount -t tmpfs is not permitted here: ${(mounted.stderr || mounted.error?.message || '').trim()}`;
    spawnSync('umount', [dir]);
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function scratchDirOutsideTest(): string {
  const dir = join(process.env.TMPDIR ?? '/tmp', `teamdoc-tmpfs-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A tmpfs of `kib` KiB on a scratch directory, unmounted when the test ends. */
export function smallFilesystem(kib: number): SmallFilesystem {
  const dir = join(scratchDir('teamdoc-full-'), 'fs');
  mkdirSync(dir);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k`, 'tmpfs', dir]);
  onTestFinished(() => {
    spawnSync('umount', ['-l', dir]);
  });
  const free = () => {
    const stats = statfsSync(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  };
  return {
    dir,
    free,
    resize: (size) => execFileSync('mount', ['-o', `remount,size=${size}k`, dir]),
    leaveFree(bytes) {
      const filler = join(dir, 'filler');
      const descriptor = openSync(filler, 'w');
      const chunk = Buffer.alloc(4096, 0x61);
      try {
        for (;;) writeSync(descriptor, chunk);
      } catch {
        // Full: every byte is taken.
      } finally {
        closeSync(descriptor);
      }
      execFileSync('truncate', ['-s', `-${bytes}`, filler]);
    },
  };
}
