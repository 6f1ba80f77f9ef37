/** Resolves with the compiler's report for the project at `root`: empty when the types are right. */
export function typeCheck(root: string): Promise<string>;
