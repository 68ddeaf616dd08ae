export declare function onTagsRevalidated(listener: () => void): () => void;
export declare function tagsRevalidated(): void;
