// The heights a region drawn only near the viewport stands in at while it is skipped (decisions 094
// and 096). A page's markup carries no style attribute (the CSP need not allow one), so a region names
// its step and app.css gives each step its height.

/** The stand-in heights app.css knows (px), each half as tall again as the one before. */
export const STAND_IN_STEPS = [300, 450, 700, 1000, 1500, 2200, 3300, 5000, 7500, 11000] as const;

export type StandInStep = (typeof STAND_IN_STEPS)[number];

/** The first step at or above `bound` (px), the tallest when none is. */
export function standInStep(bound: number): StandInStep {
  return STAND_IN_STEPS.find((step) => step >= bound) ?? STAND_IN_STEPS[STAND_IN_STEPS.length - 1]!;
}
