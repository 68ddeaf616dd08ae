export interface RedisServer {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
export declare function ensureRedisServer(): boolean;
export declare function freePort(): Promise<number>;
export declare function startRedisServer(port?: number): Promise<RedisServer>;
