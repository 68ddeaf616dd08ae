export declare const OG_FONT_ASSET_PATH: string;
