// Charts (visx) live here, behind their own entry point: `@kayoi/ui/charts`.
export {};
