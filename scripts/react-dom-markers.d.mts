import type { Plugin } from "vite";

export function withMarkersWithoutStacks(code: string): string;
export function reactDomMarkersWithoutStacks(): Plugin;
