/** What the lab makes restorations of. */
export const materials = [
  'zirconia',
  'lithium_disilicate',
  'pfm',
  'full_cast_gold',
  'pmma_temporary',
  'composite',
] as const;
export type Material = (typeof materials)[number];

export const materialLabels: Readonly<Record<Material, string>> = {
  zirconia: 'Zirconia',
  lithium_disilicate: 'Lithium disilicate (e.max)',
  pfm: 'Porcelain fused to metal (PFM)',
  full_cast_gold: 'Full-cast gold',
  pmma_temporary: 'PMMA temporary',
  composite: 'Composite',
};
