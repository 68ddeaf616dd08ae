export declare const NOSNIFF: string;
export declare const REFERRER_POLICY: string;
export declare const LOGIN_REFERRER_POLICY: string;
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare const FRAME_DENY: string;
export declare const INERT_POLICY: string;
export declare const UNMATCHED_SOURCES: string[];
export declare function staticHeaderRules(): { source: string; headers: { key: string; value: string }[] }[];
