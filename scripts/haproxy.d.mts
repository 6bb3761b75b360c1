export declare function findHaproxy(): string | undefined;
