import type { Language } from '@sns/contract';

/** The brand every e-mail is signed with. */
export const MAIL_BRAND = 'Starry Night Story';

/**
 * The frame of every HTML e-mail. The viewport meta makes a phone's mail app lay the mail out at
 * the phone's width (without it, many render 980 px wide and shrink the text); the column is
 * fluid — the screen's width up to 520 px — and long words such as links wrap.
 */
export function mailLayout(title: string, body: string, language: Language = 'en') {
  return `<!doctype html>
<html lang="${language}"><head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f1fb;font-family:Georgia,'Times New Roman',serif;color:#1d1f4e;-webkit-text-size-adjust:100%">
  <div style="width:100%;max-width:520px;margin:0 auto;padding:16px;box-sizing:border-box">
    <div style="background:#1d1f4e;color:#f6d365;padding:18px 24px;border-radius:12px 12px 0 0;font-size:20px">&#9733; ${MAIL_BRAND}</div>
    <div style="background:#ffffff;padding:24px;border-radius:0 0 12px 12px;line-height:1.5;overflow-wrap:anywhere;word-break:break-word">${body}
      <p style="margin-top:28px">${SIGN_OFF[language]}</p>
    </div>
  </div>
</body></html>`;
}

/** The HTML sign-off under every e-mail, in the parent's language (docs/languages.md). */
const SIGN_OFF: Record<Language, string> = {
  en: `Sweet dreams,<br>The ${MAIL_BRAND} team`,
  es: `Dulces sueños,<br>El equipo de ${MAIL_BRAND}`,
};

/** A link drawn as a button, in styles every mail app keeps inline. */
export function mailButton(href: string, label: string) {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;max-width:100%;box-sizing:border-box;background:#3b3f8f;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:24px;font-family:Arial,sans-serif">${escapeHtml(label)}</a>`;
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
