import type { ModuleManifest, SeedStep } from '../modules/module-manifest.ts';

/**
 * The seed steps the manifests give, lowest `order` first. Two steps of one seed may not share an
 * order: which ran first would depend on the list's order, not on the steps.
 */
export function stepsInOrder<Context>(
  seed: string,
  manifests: readonly ModuleManifest[],
  stepsOf: (manifest: ModuleManifest) => readonly SeedStep<Context>[] | undefined,
): SeedStep<Context>[] {
  const named = manifests.flatMap((manifest) =>
    (stepsOf(manifest) ?? []).map((step) => ({ step, module: manifest.name })),
  );
  const byOrder = new Map<number, string>();
  for (const { step, module } of named) {
    const other = byOrder.get(step.order);
    if (other !== undefined) {
      throw new Error(
        `the ${seed} seed's steps of ${other} and ${module} share order ${step.order}`,
      );
    }
    byOrder.set(step.order, module);
  }
  return named.sort((a, b) => a.step.order - b.step.order).map(({ step }) => step);
}
