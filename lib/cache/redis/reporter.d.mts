export declare const CACHE_REPORTER: unique symbol;
