/** A hash of the path and content of every file the build reads (see build-inputs.mjs). */
export function digestOfInputs(root?: string): string;
/** The digest of the inputs of the last build that succeeded, unless another has begun since. */
export function builtDigest(): string | undefined;
