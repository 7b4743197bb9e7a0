import { chmod, lstat, mkdir, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';

/** What DATA_DIR holds (the database, the outbox's reset links, backups) is the server's OS user's only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file this process makes from now on is its OS user's only, whatever umask it was started with
 * (a umask of 0022 left the outbox 0644). Worker threads may not set it; their files are fixed by the walk.
 */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // process.umask() cannot be set in a worker thread.
  }
}

/**
 * Folders 0700 and files 0600 under each root (DATA_DIR, and BACKUP_DIR when it lies elsewhere), made on a
 * first start: an install made before this rule, or files copied in by hand, are put right at every start.
 * Symbolic links inside are left alone (their target is not ours to judge); a file owned by another user is
 * reported, not fatal. Answers how many modes were changed and what could not be.
 */
export async function protectDataDir(
  roots: readonly string[],
): Promise<{ changed: number; refused: string[] }> {
  restrictUmask();
  let changed = 0;
  const refused: string[] = [];
  const visit = async (path: string) => {
    const stats = await lstat(path).catch(() => null);
    if (!stats || stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o7777) !== wanted) {
      try {
        await chmod(path, wanted);
        changed += 1;
      } catch {
        refused.push(path);
      }
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(path).catch(() => [] as string[])) await visit(join(path, name));
    }
  };
  for (const root of new Set(roots)) {
    await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
    // DATA_DIR itself may be a link to another disk: the folder it names is walked.
    await visit(await realpath(root));
  }
  return { changed, refused };
}
