import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: a second server on the same folder would corrupt it. The lock file
 * holds the owner's pid; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `A pasta de dados ${dataDir} já está em uso pelo processo ${owner}. ` +
            "Encerre-o ou use outro DATA_DIR antes de iniciar outro servidor.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível travar a pasta de dados ${dataDir}.`);
}

/**
 * The embedded database's lock for a command (the server, the demo seed, the sweep): when another
 * process holds the folder, prints why with `conselho` (what to do) and exits with `codigo`.
 */
export function lockDataDirOrExit(dataDir: string, conselho: string, codigo = 1): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`\n${err.message}${conselho ? `\n${conselho}` : ""}\n`);
    process.exit(codigo);
  }
}
