export function webProcessCount(env?: Record<string, string | undefined>): number;
export function superviseWebProcesses(count: number, log?: (line: string) => void): void;
