import type { Config } from '../../config';
import { printLabCredentials } from './lab-credentials';
import type { PrintProvider } from './types';
export * from './types';

/**
 * Lulu when its keys are configured, otherwise the print lab mounted in this app, reached by the
 * same adapter over HTTP (docs/decisions/024). The adapter is only loaded when first built
 * (docs/design.md#conventions, item 6).
 */
export async function createPrintProvider(
  config: Pick<Config, 'print' | 'sessionSecret'>,
): Promise<PrintProvider> {
  const { createLuluProvider } = await import('./lulu');
  const { print } = config;
  const credentials =
    print.kind === 'lulu'
      ? { clientKey: print.clientKey, clientSecret: print.clientSecret }
      : printLabCredentials(config.sessionSecret);
  return createLuluProvider({
    kind: print.kind,
    apiBase: print.apiBase,
    podPackageId: print.podPackageId,
    ...credentials,
  });
}
