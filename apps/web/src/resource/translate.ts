/** A translation function as the pure modules need it (i18next's `t`, loosely typed for generated keys). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
