export declare function findNginx(): string | undefined;
export declare function nginxConfig(options: { dir: string; port: number; upstream: string }): string;
export declare function startNginx(options: { port: number; upstream: string }): Promise<{
  url: string;
  cacheDir: string;
  storedKeys(): Array<string | undefined>;
  stop(): Promise<void>;
}>;
