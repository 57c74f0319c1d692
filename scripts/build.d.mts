/** Types of scripts/build.mjs, for the benchmarks that build before they measure. */
export interface BuildPart {
  name: string;
  sources: string[];
  output: string;
}
export const PARTS: BuildPart[];
export function sourcesHash(part: BuildPart): string;
export function isCurrent(part: BuildPart): boolean;
export function isBuilt(part: BuildPart): boolean;
export function buildPart(part: BuildPart): boolean;
export function buildAll(options?: { ifChanged?: boolean }): boolean;
export function ensureBuilt(): boolean;
