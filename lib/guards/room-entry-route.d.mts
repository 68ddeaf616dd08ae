export declare const ROOM_ENTRY_SOURCE: string;
export declare const ENTRY_LOCALES: string[];
export declare const ENTRY_LOCALE_COOKIE: string;
export declare const ENTRY_DEFAULT_LOCALE: string;
export declare function roomEntryRewrites(): { source: string; has?: { type: 'cookie'; key: string; value: string }[]; destination: string }[];
