/** The brand's name, written in by the build (BRAND_NAME). */
declare const __BRAND__: string;
