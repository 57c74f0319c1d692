import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:Nunito,ui-rounded,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f4b;background:linear-gradient(180deg,#eef0ff 0%,#fbf8f3 360px);line-height:1.5}
main{max-width:520px;margin:0 auto;padding:32px 16px 64px}
.card{background:#fff;border-radius:20px;padding:28px;box-shadow:0 1px 2px rgba(27,31,75,.06),0 18px 48px rgba(27,31,75,.12)}
.badge{display:inline-block;padding:4px 12px;border-radius:999px;background:#fff0c2;color:#5c4300;font-weight:800;font-size:.85rem;letter-spacing:.06em;text-transform:uppercase;border:1px solid #e6ad2f}
h1{font-size:1.6rem;margin:14px 0 4px}
h2{font-size:1.25rem;margin:4px 0}
.card+.card{margin-top:20px}
.muted{color:#4a5060}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0;padding:16px;border-radius:14px;background:#f5f6ff}
dt{color:#4a5060;white-space:nowrap}
dd{margin:0;font-weight:700;text-align:right;overflow-wrap:anywhere}
label{display:block;font-weight:800;margin:18px 0 6px}
input[type=text]{width:100%;font:inherit;font-size:1.1rem;padding:12px 14px;border:2px solid #939be6;border-radius:12px;color:#1b1f4b;letter-spacing:.06em}
input[type=text]:focus{outline:3px solid #f9cc55;outline-offset:2px;border-color:#4750c6}
input[aria-invalid=true]{border-color:#b3261e}
.hint{font-size:.92rem;color:#4a5060;margin:8px 0 0}
.alert{margin:16px 0 0;padding:12px 14px;border-radius:12px;background:#fdecea;color:#7a1712;border:1px solid #f1b5b0;font-weight:700}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:22px}
button,.button{font:inherit;font-weight:800;font-size:1rem;padding:12px 26px;border-radius:999px;border:2px solid transparent;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#4750c6;color:#fff}
.primary:hover{background:#3e46b0}
.secondary{background:#fff;color:#1b1f4b;border-color:#939be6}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #f9cc55;outline-offset:2px}
a{color:#3e46b0}
footer{margin-top:20px;text-align:center;font-size:.9rem;color:#4a5060}
@media print{body{background:#fff}.card{box-shadow:none}.no-print{display:none}}
`;

/**
 * These pages stand apart from the SPA (like a vendor's hosted page), so they carry their own
 * small stylesheet and allow nothing else: no scripts, no frames, forms only to us. The one
 * <style> element is allowed by its hash, so not even an injected style attribute applies
 * (docs/decisions/011-security-headers-and-compression.md).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** A complete, accessible HTML page around `body` (already escaped where needed). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Starry Night Story</title>
<style>${STYLES}</style>
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>`;
}

/** Sends a page with the headers such a page needs: never cached, framed or sniffed. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}
