/** Set by vite.config.ts at build time. */
declare const __BRAND__: string;
declare const __BUILD_ID__: string;
declare const __SITE_URL__: string;
declare const __LEGAL_OPERATOR__: string;
declare const __SUPPORT_EMAIL__: string;
