/** The lines around the forwardable note (RUBRIC.md hard rule 3), shared by the writer, the gate and the model prompt. */
export const BLOCK_START = '--- Forwardable note ---';
export const BLOCK_END = '--- End of note ---';
