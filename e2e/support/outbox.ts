import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export interface Mail {
  subject: string;
  text: string;
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
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        text,
        links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}
