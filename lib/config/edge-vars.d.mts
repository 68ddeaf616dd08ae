export declare const NODE_ONLY_VARS: readonly string[];
export declare const START_ONLY_VARS: readonly string[];
export declare const EDGE_WORKER_VARS: readonly string[];
