/** Recorded in a generated manifest (no timestamps: the same seed gives the same bytes). */
export const GENERATOR_NAME = '@eoa/dataset sample-world generator 1';
