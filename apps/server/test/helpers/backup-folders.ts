import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

let dump: Buffer | undefined;

/** A real PGlite database archive (dumpDataDir), made once per test file. */
export async function databaseArchive(): Promise<Buffer> {
  if (dump) return dump;
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec("create table restored (word text); insert into restored values ('moon');");
  dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await db.close();
  return dump;
}

/** A folder laid out as `npm run backup` writes one, with one picture and a session secret. */
export async function backupFolder(
  manifest: Record<string, unknown> = { format: 1, createdAt: new Date().toISOString(), files: 1 },
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sns-backup-'));
  writeFileSync(join(dir, 'backup.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'database.tar.gz'), await databaseArchive());
  mkdirSync(join(dir, 'files', 'users', 'u1'), { recursive: true });
  writeFileSync(join(dir, 'files', 'users', 'u1', 'profile.png'), 'picture bytes');
  writeFileSync(join(dir, 'session-secret'), 'the backup secret');
  return dir;
}

/** One ustar header block. */
export function tarHeader(path: string, size: number, type = '0', linkTo = ''): Buffer {
  const block = Buffer.alloc(512);
  block.write(path, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(type, 156);
  block.write(linkTo, 157, 100, 'utf8');
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const ZEROS_16_MIB = gzipSync(Buffer.alloc(16 * 1024 * 1024));

/**
 * A tar.gz of one file `bytes` long, all zeros, built from gzip members (a gzip file may be
 * several): the 16 MiB of zeros are compressed once and repeated, so a 2 GiB entry is a 2 MB
 * file made in milliseconds.
 */
export function zerosArchive(path: string, bytes: number): Buffer {
  const parts = [gzipSync(tarHeader(path, bytes))];
  const whole = Math.floor(bytes / (16 * 1024 * 1024));
  for (let i = 0; i < whole; i += 1) parts.push(ZEROS_16_MIB);
  const rest = bytes - whole * 16 * 1024 * 1024;
  const padding = (512 - (bytes % 512)) % 512;
  parts.push(gzipSync(Buffer.alloc(rest + padding + 1024)));
  return Buffer.concat(parts);
}

/** A tar.gz of the given entries (header and contents), ended properly. */
export function tarGz(entries: { header: Buffer; data?: Buffer }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { header, data } of entries) {
    blocks.push(header);
    if (data) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
