// Types of build-server.mjs for the TypeScript files that import it (tests, benchmarks).
export declare const serverOutDir: string;
export declare const serverEntry: string;
export declare function newestMtime(target: string): number;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function buildServerIfStale(): Promise<boolean>;
