import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export interface Mail {
  subject: string;
  /** The raw message, soft line breaks joined and `=3D` read as `=`. */
  text: string;
  /** The message as a person reads it: every quoted-printable byte decoded (á, ñ, ¡, ¿). */
  body: string;
  links: string[];
}

/** The newest e-mail to `to` in the server's outbox, waiting for it to arrive. */
export async function latestMailTo(to: string, subjectPattern?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(to)
          .filter((m) => !subjectPattern || subjectPattern.test(m.subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 10_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

function readMails(to: string): Mail[] {
  const dir = join(E2E_DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) => {
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return {
        subject: mailSubject(raw),
        text,
        body: quotedPrintableDecoded(raw),
        links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}

/**
 * A mail's Subject as a person reads it: folded lines joined and RFC 2047 encoded words (a
 * Spanish subject, "=?UTF-8?Q?Tu_c=C3=B3digo…?=") decoded.
 */
function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => `%${hex}`),
            'latin1',
          )
            .toString()
            .replace(/%[0-9a-f]{2}(?:%[0-9a-f]{2})*/gi, (bytes) => decodeURIComponent(bytes)),
    )
    .trim();
}

/** Quoted-printable text decoded: soft line breaks joined, each run of `=XX` bytes read as UTF-8. */
function quotedPrintableDecoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}
