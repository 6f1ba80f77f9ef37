/** The part of es-check's Node API the browser-support checks use (the package ships no types). */
declare module 'es-check' {
  interface CheckConfig {
    ecmaVersion: string;
    files: string[];
    module?: boolean;
    checkFeatures?: boolean;
    checkForPolyfills?: boolean;
    browserslistQuery?: string;
    /** Feature names, comma-separated. */
    allowList?: string;
  }
  /** With an options object (not a logger) it reports instead of exiting the process. */
  export function runChecks(configs: CheckConfig[], options: { logger?: unknown }): { success: boolean; errors: { file: string; err: Error }[] };
}
