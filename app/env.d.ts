declare const __BUILD_YEAR__: number;
