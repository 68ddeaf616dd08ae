export declare const FRONT_CACHE_PURGE: unique symbol;
export declare function purgeFrontCache(): void;
