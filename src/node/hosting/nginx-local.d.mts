export function findNginx(): string | undefined;
export function localNginxConfig(options: { siteDir: string; port: number; tmp: string; deployConf?: string }): string;
export function startNginx(options: { siteDir: string; port: number; deployConf?: string }): Promise<{
  url: string;
  config: string;
  stop(): Promise<void>;
}>;
