import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './postgres-process.ts';

/** Another live server holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `${dataDir} is in use by another server (pid ${pid}). Stop that one first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a live process with this id is a Node.js process (it is taken to be one where /proc is missing). */
async function isNodeProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) {
    return false;
  }
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'node');
  return command.includes('node');
}

/**
 * Claims `<dataDir>/server.pid` for this process, so a second server started on the same directory stops with a
 * clear message instead of adopting (and later stopping) the database the first one is using. A file left by a
 * process that died is taken over. Returns the release function.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'server.pid');
  const mine = `${process.pid}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')) === mine) {
          await rm(file, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && (await isNodeProcess(holder))) {
      throw new DataDirInUseError(dataDir, holder);
    }
    await rm(file, { force: true });
  }
  throw new Error(`could not claim ${file}`);
}
