/** deploy/haproxy.cfg running in front of the tests' app servers, on ports of its own. */
export interface Balancer {
  url: string;
  /** Each app server's state as HAProxy sees it ("UP", "DOWN", "UP 1/2"…), by server name. */
  serverStates(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

export interface AppServer {
  name: string;
  /** host:port */
  address: string;
}

export interface BalancerOptions {
  /** What the balancer's health check asks for (/readyz). */
  readinessPath?: string;
}

export declare function balancerConfig(servers: AppServer[], options?: BalancerOptions): string;
export declare function startBalancer(servers: AppServer[], options?: BalancerOptions): Promise<Balancer>;
