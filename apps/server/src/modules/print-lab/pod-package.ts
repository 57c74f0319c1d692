/** What the print lab reads from a Lulu pod_package_id: the trim size and the binding. */
export interface PodPackage {
  trimWidthIn: number;
  trimHeightIn: number;
  /** Lulu's binding code: CW casewrap (hardcover), PB perfect bound, SS saddle stitch, … */
  binding: string;
}

/**
 * Both forms Lulu accepts: the legacy 27 characters (`0850X0850FCPRECW080CW444MXX`: trim, ink,
 * quality, binding, paper, finish) and the dotted one (`0850X0850.FC.PRE.CW.080CW444.MXX`).
 */
export function parsePodPackage(id: string): PodPackage | undefined {
  const dotted = /^(\d{4})X(\d{4})\.[A-Z]{2}\.[A-Z]{3}\.([A-Z]{2})\.[0-9A-Z]+\.[A-Z]{3}$/.exec(id);
  const legacy = /^(\d{4})X(\d{4})[A-Z]{2}[A-Z]{3}([A-Z]{2})[0-9]{3}[A-Z]{2}[0-9]{3}[A-Z]{3}$/.exec(
    id,
  );
  const match = dotted ?? legacy;
  if (!match) return undefined;
  return {
    trimWidthIn: Number(match[1]) / 100,
    trimHeightIn: Number(match[2]) / 100,
    binding: match[3] as string,
  };
}
