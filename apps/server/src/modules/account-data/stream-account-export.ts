import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { readAccountRows } from './account-export-repository';
import { presentAccountExport } from './present-account-export';

/** The little the use-case needs from the request logger. */
export interface ExportLog {
  error(obj: object, msg: string): void;
}

/** Pictures, sound and PDFs are compressed already: storing them saves CPU and loses nothing. */
const STORED_AS_IS = /\.(png|jpe?g|webp|mp3|pdf|webm|ogg|m4a)$/;

/**
 * The parent's data as a zip stream (docs/decisions/012). The entries are listed from the
 * database first; each stored file is read only when the zip reaches it, and the stream's
 * back-pressure holds the next read until the parent's connection has taken the last one, so
 * memory holds one file at a time however large the library.
 */
export async function streamAccountExport(
  ctx: AppContext,
  userId: string,
  log: ExportLog,
  now = new Date(),
): Promise<Readable> {
  const rows = await readAccountRows(ctx.database.db, userId);
  if (!rows) throw errors.unauthenticated();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of presentAccountExport(rows, now)) {
    const options = { mtime: now, compress: !STORED_AS_IS.test(entry.name) };
    if (entry.kind === 'text') {
      zip.addBuffer(Buffer.from(entry.text, 'utf8'), entry.name, options);
      continue;
    }
    zip.addReadStreamLazy(entry.name, options, (done) => {
      ctx.storage.get(entry.key).then(
        // A file its row names but storage lost becomes an empty entry rather than a broken zip.
        (file) => done(null, Readable.from(file ? [file.data] : [])),
        (error: unknown) => {
          log.error({ err: error, key: entry.key }, 'export could not read a file');
          done(error instanceof Error ? error : new Error(String(error)), Readable.from([]));
        },
      );
    });
  }
  zip.end();
  return output;
}
