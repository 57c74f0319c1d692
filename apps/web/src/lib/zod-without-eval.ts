/*
 * Zod compiles fast object parsers with `new Function`, which our Content-Security-Policy forbids
 * (no 'unsafe-eval'; docs/decisions/011-security-headers-and-compression.md): even its probe for
 * eval is reported as a violation. Zod reads this global before any schema is built, so setting it
 * here — imported first by main.tsx — turns the probe and the compiler off without pulling zod into
 * the landing page's first load.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
