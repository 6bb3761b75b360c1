export function webProcessCount(env?: Record<string, string | undefined>): number;
export function superviseWebProcesses(count: number, log?: (line: string) => void): void;
export interface RelayTarget {
  isConnected(): boolean;
  send(message: unknown): unknown;
}
export function relaySiblingChange(
  sender: RelayTarget,
  message: unknown,
  workers: readonly RelayTarget[],
): void;
